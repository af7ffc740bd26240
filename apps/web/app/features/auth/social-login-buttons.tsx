/** Kakao, Naver, Google and Apple login: plain links, the server takes it from there (state + PKCE). */
import { LOGIN_TYPE_LABEL } from "@mulmung/domain/enums";
import styles from "./auth.module.css";
import { AUTH_MESSAGE } from "./messages.ts";

const SOCIAL = ["KAKAO", "NAVER", "GMAIL", "APPLE"] as const;

export function SocialLoginButtons() {
  return (
    <>
      <div className={styles.divider}>{AUTH_MESSAGE.socialDivider}</div>
      <div className={styles.social}>
        {SOCIAL.map((type) => (
          // A full navigation (reloadDocument): the provider's page is not part of this app.
          <a key={type} href={`/api/v1/oauth/${type}/authorize`} className={`${styles.socialButton} ${styles[type]}`}>
            {AUTH_MESSAGE.socialLogin(LOGIN_TYPE_LABEL[type])}
          </a>
        ))}
      </div>
    </>
  );
}
