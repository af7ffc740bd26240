/** /my-info: the member page (greeting, point, referral code, menu, logout) or the logged-out prompt. */
import type { Member } from "@mulmung/contract/member";
import { formatWon } from "@mulmung/domain/display";
import { suspendedMessage } from "@mulmung/domain/moderation";
import { isOperator } from "@mulmung/domain/operator";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import { useLogout } from "../../components/use-logout.ts";
import { PATH } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import styles from "./member.module.css";
import { MEMBER_MESSAGE } from "./messages.ts";

export function LoggedOutPrompt() {
  return (
    <section className={styles.profile}>
      <p className={styles.greeting}>{MEMBER_MESSAGE.loggedOutTitle}</p>
      <p className={styles.sub}>{MEMBER_MESSAGE.loggedOutDetail}</p>
      <Link to={PATH.login} className={`${buttons.primary} ${form.submit}`} style={{ marginTop: 20 }}>
        {MEMBER_MESSAGE.loginOrSignup}
      </Link>
    </section>
  );
}

export function MyInfoView({ member, hasStore = false }: { member: Member; hasStore?: boolean }) {
  const isClient = useIsClient();
  const onLogout = useLogout({ to: PATH.myInfo, done: MEMBER_MESSAGE.loggedOut, ask: MEMBER_MESSAGE.logoutConfirm });

  // Only screens that exist: 자주 묻는 질문 joins when its feature lands.
  // 알림 설정 lives under 설정, and 회원 정보 수정 only here, so no entry appears twice.
  // 스토어 관리 (the store console: products, orders, questions, reviews, …) appears only for a member who runs a store,
  // 운영자 콘솔 only for an operator.
  const menu: [string, string][] = [
    // 운영자 콘솔 first for the operators (issue 27); its door asks for the second factor.
    ...(isOperator(member.role) ? ([[PATH.admin, MEMBER_MESSAGE.menuOperatorConsole]] as [string, string][]) : []),
    [PATH.orders, MEMBER_MESSAGE.menuOrders],
    [PATH.personalPayments, MEMBER_MESSAGE.menuPersonalPayments],
    [PATH.myCoupons, MEMBER_MESSAGE.menuCoupons],
    [PATH.myReviews, MEMBER_MESSAGE.menuReviews],
    [PATH.myInquiries, MEMBER_MESSAGE.menuInquiries],
    [PATH.fishTankInquiry, MEMBER_MESSAGE.menuFishTank],
    [PATH.points, MEMBER_MESSAGE.menuPoints],
    [PATH.shippingDestinations, MEMBER_MESSAGE.menuShippingDestinations],
    ["/atec", "수조 제작 의뢰"],
    ...(hasStore ? ([[PATH.storeConsole, MEMBER_MESSAGE.menuStoreConsole]] as [string, string][]) : []),
    [PATH.account, MEMBER_MESSAGE.menuAccount],
    [PATH.profileEdit, MEMBER_MESSAGE.menuProfile],
    [PATH.refundAccount, MEMBER_MESSAGE.menuRefundAccount],
    [PATH.bookmarks, MEMBER_MESSAGE.menuBookmarks],
    ["/subscription/magazine", MEMBER_MESSAGE.menuMagazine],
    [PATH.myCommunityPosts, MEMBER_MESSAGE.menuCommunity],
    [PATH.referee, MEMBER_MESSAGE.menuReferee],
    ["/my-info/preuser/preuser-recruitment", "체험단 모집"],
    [PATH.settings, MEMBER_MESSAGE.menuSetting],
  ];

  return (
    <>
      <section className={styles.profile}>
        <p className={styles.greeting}>{MEMBER_MESSAGE.greeting(member.nickname ?? "")}</p>
        <p className={styles.sub}>{member.email ?? ""}</p>
        <div className={styles.stats}>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{MEMBER_MESSAGE.point}</span>
            <span className={styles.statValue}>{formatWon(member.point).replace("원", "P")}</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{MEMBER_MESSAGE.referralCode}</span>
            <span className={styles.statValue}>{member.referralCode}</span>
          </div>
        </div>
      </section>
      {/* An operator's suspension while it holds (issue 27): why the member cannot write, and until when. */}
      {member.suspension ? (
        <p className={styles.suspension} role="status" data-suspension>
          {suspendedMessage(new Date(member.suspension.until), member.suspension.reason)}
        </p>
      ) : null}
      <ul className={`${lists.divided} ${styles.menu}`}>
        {menu.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className={styles.menuItem}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.menuItem} onClick={onLogout} disabled={!isClient}>
            {MEMBER_MESSAGE.logout}
          </button>
        </li>
      </ul>
    </>
  );
}
