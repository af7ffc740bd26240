/** Password hashing: argon2id with OWASP's baseline (19 MiB, 2 passes). */
import { hash, verify } from "@node-rs/argon2";

const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A password check costs the same whether or not the account exists (no timing oracle on the hash). */
export const DUMMY_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$lobITlMTQiztG/y2GEizPw$BsYucuBAteG6+E1/OK7+j/6fpcomoRP/LRyRKMosWS4";

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
