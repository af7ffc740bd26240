/** /subscription/magazine/guide: what is free, what a subscription gives, how paying works; my purchases. */
import { MAGAZINE_SUBSCRIPTION, type MagazinePurchase } from "@mulmung/contract/magazine";
import { formatWon } from "@mulmung/domain/display";
import { Link } from "react-router";
import lists from "../../components/list.module.css";
import { PageSection } from "../../components/page-section.tsx";
import section from "../../components/section.module.css";
import styles from "./magazine.module.css";
import { MAGAZINE_MESSAGE as M } from "./messages.ts";

const day = (iso: string) =>
  new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", dateStyle: "long" }).format(new Date(iso));

export function MagazineGuide({ purchases }: { purchases: MagazinePurchase[] | null }) {
  return (
    <div className={section.page}>
      <PageSection id="guide-about" title="월간 물멍은 어떤 잡지인가요?">
        <p className={styles.summary}>
          물생활을 즐기는 분들을 위한 월간 매거진입니다. 매달 물잡이, 수초, 번식, 질병 관리 같은 실전 노하우와 독자 어항
          탐방을 담습니다.
        </p>
      </PageSection>
      <PageSection id="guide-how" title="구독 안내">
        <ul className={`${lists.plain} ${styles.list}`}>
          <li>
            <span>무료 호</span>
            <span>누구나 로그인 없이 읽을 수 있습니다.</span>
          </li>
          <li>
            <span>정기구독</span>
            <span>
              {formatWon(MAGAZINE_SUBSCRIPTION.price)} · 결제일부터 {MAGAZINE_SUBSCRIPTION.days}일 동안 모든 구독 호
            </span>
          </li>
          <li>
            <span>한 호 구매</span>
            <span>구독 호를 한 권씩 구매해 계속 읽을 수 있습니다.</span>
          </li>
        </ul>
        <p className={styles.hint}>
          결제는 카드 결제창에서 진행되며, 결제사에서 결제가 확인된 뒤에 바로 읽을 수 있습니다. 구독은 자동으로 갱신되지
          않습니다.
        </p>
        <p className={styles.hint}>
          <Link to="/subscription/magazine">{M.title} 보러 가기</Link>
        </p>
      </PageSection>
      {purchases ? (
        <PageSection id="guide-mine" title={M.mySubscriptions}>
          {purchases.length === 0 ? (
            <p className={styles.summary}>{M.noPurchases}</p>
          ) : (
            <ul className={`${lists.plain} ${styles.list}`}>
              {purchases.map((p) => (
                <li key={p.id}>
                  <span>{p.kind === "SUBSCRIPTION" ? M.subscriptionItem : p.magazineTitle}</span>
                  <span>
                    {p.kind === "SUBSCRIPTION" && p.validUntil
                      ? p.active
                        ? M.activeUntil(day(p.validUntil))
                        : M.endedAt(day(p.validUntil))
                      : formatWon(p.amount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </PageSection>
      ) : null}
    </div>
  );
}
