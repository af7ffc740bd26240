-- The audit log is append-only (issue 27): whoever connects, a row once written is never changed or removed.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
-- An operator's confirmed (or ended) second factor reaches every app instance's cache of live sessions at once.
CREATE TRIGGER member_session_second_factor_cache_clear
  AFTER UPDATE OF second_factor_at ON member_session
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('sessions');
