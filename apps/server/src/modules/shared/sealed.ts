/**
 * A sealed box for secrets the server must keep and read back (a social provider's tokens): AES-256-GCM under a
 * key derived (HKDF-SHA256) from one of the app's secrets and a purpose, so the same secret yields a different key
 * for every purpose. What is sealed reads as `v1.<base64url>`; what fails to open (another key, tampered) is null.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1.";

export interface SealedBox {
  seal(plain: string): string;
  /** The plain text, or null when it was not sealed by this box (another key or purpose, or altered). */
  open(sealed: string): string | null;
}

export function sealedBox(secret: string, purpose: string): SealedBox {
  const key = Buffer.from(hkdfSync("sha256", secret, "mulmung-sealed-box", purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) return null;
      const raw = Buffer.from(sealed.slice(VERSION.length), "base64url");
      if (raw.length < 28) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
