-- A revoked session, or a member whose role or withdrawal changes, clears every app instance's cache of live sessions
-- (modules/auth/session.ts, http/cache-clear.ts), whoever makes the change: '<cache name> <sender>', no instance is "db".
CREATE FUNCTION session_cache_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mulmung_cache_clear', 'sessions db');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER member_session_cache_clear
  AFTER UPDATE OF revoked_at, expires_at OR DELETE OR TRUNCATE ON member_session
  FOR EACH STATEMENT EXECUTE FUNCTION session_cache_clear();--> statement-breakpoint
CREATE TRIGGER member_cache_clear
  AFTER UPDATE OF role, withdrawn_at OR DELETE OR TRUNCATE ON member
  FOR EACH STATEMENT EXECUTE FUNCTION session_cache_clear();
