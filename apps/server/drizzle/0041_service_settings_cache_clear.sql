-- A table trigger that clears the app instances' cache named by its argument (http/cache-clear.ts): every change,
-- whoever makes it, sends '<cache name> db' on mulmung_cache_clear, and no instance is the sender "db".
CREATE FUNCTION cache_clear_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mulmung_cache_clear', TG_ARGV[0] || ' db');
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The service settings (modules/site-content/service.ts).
CREATE TRIGGER service_setting_cache_clear
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_setting
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('service-settings');
