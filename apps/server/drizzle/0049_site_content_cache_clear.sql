-- Site content the operators change (issue 27) reaches every app instance's cached lists at once
-- (modules/content/routes.ts, cache 'site-content'; cache_clear_notify: migration 0041), whoever makes the change.
-- Updates of the counted columns only (a visitor's hit) clear nothing.
CREATE TRIGGER banner_cache_clear
  AFTER INSERT OR UPDATE OF title, image_url, click_link, exposure_route, exposure_position, start_date, end_date, order_number, state OR DELETE OR TRUNCATE ON banner
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('site-content');--> statement-breakpoint
CREATE TRIGGER popup_cache_clear
  AFTER INSERT OR UPDATE OF title, image_url, link, start_date, end_date, order_number, state OR DELETE OR TRUNCATE ON popup
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('site-content');--> statement-breakpoint
CREATE TRIGGER site_event_cache_clear
  AFTER INSERT OR UPDATE OF title, summary, body, image_url, link, start_date, end_date, order_number, state OR DELETE OR TRUNCATE ON site_event
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('site-content');--> statement-breakpoint
CREATE TRIGGER content_cache_clear
  AFTER INSERT OR UPDATE OF title, summary, body, image_url, link, order_number, state OR DELETE OR TRUNCATE ON content
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('site-content');--> statement-breakpoint
CREATE TRIGGER faq_cache_clear
  AFTER INSERT OR UPDATE OF category, question, answer, order_number, state OR DELETE OR TRUNCATE ON faq
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('site-content');--> statement-breakpoint
CREATE TRIGGER icon_theme_cache_clear
  AFTER INSERT OR UPDATE OF icon_theme_type, title, image_url, link, order_number, state OR DELETE OR TRUNCATE ON icon_theme
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('site-content');--> statement-breakpoint
CREATE TRIGGER theme_cache_clear
  AFTER INSERT OR UPDATE OF title, sub_title, section, location, layout, category_code, product_ids, order_number, state OR DELETE OR TRUNCATE ON theme
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('site-content');
