/**
 * Test support: a browser's side of web push without a browser vendor. `createSubscriber(endpoint)` makes the
 * key pair and auth secret a browser makes (P-256, 16 bytes) and gives the subscription JSON to store as the
 * pushToken; `decrypt(body)` opens an aes128gcm message (RFC 8188 / RFC 8291) with the private key, as the browser
 * would, so a test checks what a member's device would show. Used by the API tests and e2e/tests/notifications.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";

export function createSubscriber(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription = {
    endpoint,
    keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
  };
  return {
    subscription,
    pushToken: JSON.stringify(subscription),
    /** The plaintext of one encrypted push body (base64url or bytes). */
    decrypt(body: string | Buffer): string {
      const bytes = typeof body === "string" ? Buffer.from(body, "base64url") : body;
      const salt = bytes.subarray(0, 16);
      const idLength = bytes[20] as number;
      const serverKey = bytes.subarray(21, 21 + idLength);
      const ciphertext = bytes.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("not the last record of an aes128gcm message");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}
