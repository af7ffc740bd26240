/**
 * The operators (issue 27): the people who run 물멍, members whose role is ADMIN. One check for "is this an
 * operator", and the rules of the console's second factor: an operator's session opens the console only after an
 * authenticator (TOTP, RFC 6238) or recovery code confirmed it, and only for a working day after that, far shorter
 * than a member's 30-day session.
 */

/** The member role of the operators. */
export const OPERATOR_ROLE = "ADMIN";

/** Whether a member of this role runs the service (every store, the console, notice boards, operator pushes). */
export function isOperator(role: string | null | undefined): boolean {
  return role === OPERATOR_ROLE;
}

/** How long a confirmed second factor keeps the console open in that session: 8 hours. */
export const CONSOLE_SESSION_MS = 8 * 60 * 60 * 1000;

/** Whether a second factor confirmed at `confirmedAt` still opens the console at `now`. */
export function consoleOpen(confirmedAt: Date | null | undefined, now: Date): boolean {
  if (!confirmedAt) return false;
  const age = now.getTime() - confirmedAt.getTime();
  return age >= 0 && age < CONSOLE_SESSION_MS;
}

/** Recovery codes given once, when the authenticator is confirmed; each opens the console once. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown: 10 characters of an alphabet without look-alikes, in two groups (`K7QF2-M9XPA`). */
export const RECOVERY_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A recovery code as typed (spaces, dashes and case do not matter), in the form it is stored. */
export function normaliseRecoveryCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

/** Six digits from an authenticator app, typed with or without a space in the middle. */
export function normaliseAuthenticatorCode(input: string): string | null {
  const digits = input.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The name authenticator apps show for the account. */
export const TOTP_ISSUER = "물멍 관리자";
