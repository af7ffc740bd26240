-- Custom SQL migration file, put your code below! --
-- update_date is never set by hand (docs/decisions/021-repository-idiom.md): one trigger per table sets it when an
-- update names one of the row's own content columns, builder or raw SQL alike. Counters (hits, likes, comment and
-- bookmark counts, points, chart versions) and moderation flags are not listed, so their updates leave it alone.
-- A new content column joins its table's list in the migration that adds it.
CREATE FUNCTION set_update_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.update_date := now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_update_date" BEFORE UPDATE OF email, password_hash, login_type, nickname, name, phone_number, role, referral_code, profile_image_url, introduction, withdrawn_at, service_type, phone_certified_at, withdrawal_reason ON "member"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "member_terms_consent_update_date" BEFORE UPDATE OF is_use_service, is_privacy, is_receive_event_and_marketing ON "member_terms_consent"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "push_information_update_date" BEFORE UPDATE OF is_ad_notification, is_event_notification, ad_notification_date, event_notification_date, push_token ON "push_information"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "shipping_destination_update_date" BEFORE UPDATE OF name, recipient, phone_number, postal_code, address, detail_address, is_default ON "shipping_destination"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "refund_account_update_date" BEFORE UPDATE OF bank_code, account_number, account_holder ON "refund_account"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "service_setting_update_date" BEFORE UPDATE OF setting_data ON "service_setting"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "comment_update_date" BEFORE UPDATE OF content, is_deleted ON "comment"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "community_board_update_date" BEFORE UPDATE OF dept1_category, dept2_category, title, content, content_text, thumbnail_url, is_top_fix, is_deleted ON "community_board"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "breeding_farm_update_date" BEFORE UPDATE OF breeding_farm_name, description, tank_size, image_url, is_public ON "breeding_farm"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
--> statement-breakpoint
CREATE TRIGGER "breeding_daily_record_update_date" BEFORE UPDATE OF record_date, is_public, water_change_percent, feeding_count, feed_name, fish_added, fish_born, fish_lost, note, image_urls ON "breeding_daily_record"
  FOR EACH ROW EXECUTE FUNCTION set_update_date();
