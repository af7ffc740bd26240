/** Kakao, Naver, Google and Apple login: plain links, the server takes it from there (state + PKCE). */
import type { SocialLoginType } from "@mulmung/contract/member";
import { LOGIN_TYPE_LABEL } from "@mulmung/domain/enums";
import styles from "./auth.module.css";
import { AUTH_MESSAGE } from "./messages.ts";

/** Only the providers the server offers now (GET /api/v1/oauth/providers); none, no social block at all. */
export function SocialLoginButtons({ providers }: { providers: readonly SocialLoginType[] }) {
  if (providers.length === 0) return null;
  return (
    <>
      <div className={styles.divider}>{AUTH_MESSAGE.socialDivider}</div>
      <div className={styles.social}>
        {providers.map((type) => (
          // A full navigation (reloadDocument): the provider's page is not part of this app.
          <a key={type} href={`/api/v1/oauth/${type}/authorize`} className={`${styles.socialButton} ${styles[type]}`}>
            {AUTH_MESSAGE.socialLogin(LOGIN_TYPE_LABEL[type])}
          </a>
        ))}
      </div>
    </>
  );
}
