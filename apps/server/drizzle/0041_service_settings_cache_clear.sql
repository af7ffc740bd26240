-- Every change to service_setting, whoever makes it, clears the app instances' copies of the settings
-- (modules/site-content/service.ts, http/cache-clear.ts): '<cache name> <sender>', and no instance is the sender "db".
CREATE FUNCTION service_setting_cache_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mulmung_cache_clear', 'service-settings db');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER service_setting_cache_clear
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_setting
  FOR EACH STATEMENT EXECUTE FUNCTION service_setting_cache_clear();
