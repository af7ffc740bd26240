-- A member's suspension (issue 27: member.suspended_until, set or lifted by an operator) clears every app instance's
-- cache of live sessions (modules/auth/session.ts), which carries it, like the role and the withdrawal (0044).
DROP TRIGGER member_cache_clear ON member;--> statement-breakpoint
CREATE TRIGGER member_cache_clear
  AFTER UPDATE OF role, withdrawn_at, suspended_until OR DELETE OR TRUNCATE ON member
  FOR EACH STATEMENT EXECUTE FUNCTION cache_clear_notify('sessions');
