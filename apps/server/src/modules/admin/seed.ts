/**
 * The demo operator's authenticator (README "Operators"): admin@mulmung.kr signs in with the demo password, then
 * the console asks for a code from an authenticator app set up with this secret. For local use only: a real
 * deployment has no demo data.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Base32, 20 bytes: type it into any authenticator app (Google Authenticator, 1Password, …) as a time-based key. */
export const DEMO_OPERATOR_TOTP_SECRET = "MULMUNGADMINDEMOSECRETKEY234567A";

export async function seedOperatorFactor(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into operator_factor (member_id, secret, confirmed_at)
    select id, ${DEMO_OPERATOR_TOTP_SECRET}, now() from member where email = 'admin@mulmung.kr'`);
}
