/** /my-info/setting: notification settings, terms, app version, logout (회원 정보 수정 is on /my-info). */
import { DEFAULT_WEB_APP_VERSION } from "@mulmung/domain/constants";
import { Link } from "react-router";
import lists from "../../components/list.module.css";
import { PATH } from "../../lib/paths.ts";
import styles from "./member.module.css";
import { MEMBER_MESSAGE } from "./messages.ts";

export function SettingsMenu({ isLoggedIn, onLogout }: { isLoggedIn: boolean; onLogout: () => void }) {
  return (
    <ul className={`${lists.divided} ${styles.menu}`}>
      {isLoggedIn ? (
        <li>
          <Link to={PATH.notificationSettings} className={styles.menuItem}>
            {MEMBER_MESSAGE.settingNotification}
          </Link>
        </li>
      ) : null}
      <li>
        <Link to={PATH.termsOfService} className={styles.menuItem}>
          {MEMBER_MESSAGE.settingTermsService}
        </Link>
      </li>
      <li>
        <Link to={PATH.privacyPolicy} className={styles.menuItem}>
          {MEMBER_MESSAGE.settingTermsPrivacy}
        </Link>
      </li>
      <li>
        <div className={styles.menuItem} style={{ cursor: "default" }}>
          {MEMBER_MESSAGE.settingVersion}
          <span className={styles.menuValue}>{DEFAULT_WEB_APP_VERSION}</span>
        </div>
      </li>
      {isLoggedIn ? (
        <li>
          <button type="button" className={styles.menuItem} onClick={onLogout}>
            {MEMBER_MESSAGE.logout}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
