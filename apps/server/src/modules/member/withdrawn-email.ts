/**
 * A withdrawn member's email is erased, and a keyed one-way mark of it takes its place in `member.email`, so a
 * later login with that address answers 1014 (SPEC §8) instead of 1001 without keeping the address
 * (decision 017). The mark has no "@", so it never matches a real email, and it is lower-case hex, so the
 * lower(email) unique index cannot mix two marks up.
 */
import { createHmac } from "node:crypto";

const MARK_PREFIX = "withdrawn:";

export function withdrawnEmailMark(secret: string, email: string): string {
  const digest = createHmac("sha256", secret).update(`withdrawn-email\0${email.trim().toLowerCase()}`).digest("hex");
  return `${MARK_PREFIX}${digest}`;
}
