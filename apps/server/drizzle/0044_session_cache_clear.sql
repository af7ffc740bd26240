-- A revoked session, or a member whose role or withdrawal changes, clears every app instance's cache of live sessions
-- (modules/auth/session.ts), whoever makes the change (cache_clear_notify: migration 0041).
CREATE TRIGGER member_session_cache_clear
  AFTER UPDATE OF revoked_at, expires_at OR DELETE OR TRUNCATE ON member_session
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('sessions');--> statement-breakpoint
CREATE TRIGGER member_cache_clear
  AFTER UPDATE OF role, withdrawn_at OR DELETE OR TRUNCATE ON member
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('sessions');
