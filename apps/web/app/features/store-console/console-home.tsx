/** /store-console: the store I run (a switcher when I run several), what needs me today, and the console's areas. */
import type { PartnerHome, PartnerStore } from "@mulmung/contract/partner";
import { formatNumber } from "@mulmung/domain/display";
import { STORE_ROLE_LABEL } from "@mulmung/domain/store-access";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import chip from "../../components/chip.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import lists from "../../components/list.module.css";
import { PATH, storePath } from "../../lib/paths.ts";
import styles from "./console.module.css";
import {
  consoleHomePath,
  consoleInquiriesPath,
  consoleOrdersPath,
  consoleProductsPath,
  consoleReviewsPath,
  consoleSettlementPath,
  consoleStaffPath,
  storeQuery,
} from "./console-query.ts";
import { MANAGE_MESSAGE } from "./manage-messages.ts";
import { managePath } from "./manage-query.ts";
import { CONSOLE_MESSAGE as M } from "./messages.ts";

const MM = MANAGE_MESSAGE.menu;

/** The page a member who runs no store sees. */
export function NoStoreNotice() {
  return (
    <section className={styles.notice} aria-labelledby="console-no-store">
      <h2 id="console-no-store">{M.noStoreTitle}</h2>
      <p>{M.noStoreDetail}</p>
      <Link to={PATH.storeRegistration} className={buttons.primary}>
        {M.noStoreAction}
      </Link>
    </section>
  );
}

/** The stores I run, as links that keep the page (`path(id)`), the current one marked. */
export function StoreSwitcher({
  stores,
  current,
  path,
}: {
  stores: readonly PartnerStore[];
  current: PartnerStore;
  path: (storeId: number) => string;
}) {
  if (stores.length < 2) return null;
  return (
    <nav aria-label={M.storeSwitch}>
      <ul className={`${lists.wrap} ${styles.switcher}`}>
        {stores.map((store) => (
          <li key={store.id}>
            <Link
              to={path(store.id)}
              className={`${chip.chip} ${chip.tall} ${chip.dark}`}
              aria-current={store.id === current.id ? "page" : undefined}
            >
              {store.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface MenuItem {
  to: string;
  title: string;
  detail: string;
}

interface CountCard {
  key: keyof typeof M.counts;
  to: string;
}

export function ConsoleHome({
  stores,
  store,
  home,
}: {
  stores: readonly PartnerStore[];
  store: PartnerStore;
  home: PartnerHome;
}) {
  const query = storeQuery(stores, store);
  const can = (action: PartnerStore["actions"][number]) => store.actions.includes(action);
  const cardsToShow: (CountCard & { value: number })[] = (
    [
      can("orders") && { key: "newOrders", to: consoleOrdersPath(query, "NEW"), value: home.newOrders },
      can("orders") && { key: "toShip", to: consoleOrdersPath(query, "PREPARING"), value: home.toShip },
      can("claims") && {
        key: "openClaims",
        to: `${consoleOrdersPath(query)}#store-claims-title`,
        value: home.openClaims,
      },
      can("questions") && {
        key: "unansweredQuestions",
        to: consoleInquiriesPath(query),
        value: home.unansweredQuestions,
      },
      can("reviews") && { key: "newReviews", to: consoleReviewsPath(query), value: home.newReviews },
      can("products") && { key: "lowStock", to: consoleProductsPath(query, { stock: "LOW" }), value: home.lowStock },
      can("products") && { key: "soldOut", to: consoleProductsPath(query, { stock: "SOLD_OUT" }), value: home.soldOut },
    ] as const
  ).filter((card): card is CountCard & { value: number } => Boolean(card));

  // The areas the member may use (staff see no 정산 nor 직원 관리).
  const menu: (MenuItem | false)[] = [
    can("products") && { to: consoleProductsPath(query), title: M.menu.products, detail: M.menu.productsDetail },
    can("orders") && { to: consoleOrdersPath(query), title: M.menu.orders, detail: M.menu.ordersDetail },
    can("questions") && { to: consoleInquiriesPath(query), title: M.menu.questions, detail: M.menu.questionsDetail },
    can("reviews") && { to: consoleReviewsPath(query), title: M.menu.reviews, detail: M.menu.reviewsDetail },
    can("profile") && { to: managePath("profile", query), title: MM.profile, detail: MM.profileDetail },
    can("coupons") && { to: managePath("coupon", query), title: MM.coupons, detail: MM.couponsDetail },
    can("notices") && { to: managePath("post", query), title: MM.posts, detail: MM.postsDetail },
    can("personalPayments") && {
      to: managePath("paymentRequest", query),
      title: MM.payments,
      detail: MM.paymentsDetail,
    },
    can("settlement") && {
      to: consoleSettlementPath(query),
      title: M.menu.settlement,
      detail: M.menu.settlementDetail,
    },
    can("staff") && { to: consoleStaffPath(query), title: M.menu.staff, detail: M.menu.staffDetail },
    { to: storePath(store.id), title: M.menu.storePage, detail: M.menu.storePageDetail },
  ];

  return (
    <>
      <div className={styles.storeHead}>
        <FallbackImage src={store.imageUrl} alt="" className={styles.storeImage} width={48} height={48} />
        <div>
          <h2 className={styles.storeName}>{store.name}</h2>
          <p className={styles.storeRole}>{M.role(STORE_ROLE_LABEL[store.role])}</p>
        </div>
      </div>
      <StoreSwitcher stores={stores} current={store} path={(id) => consoleHomePath(id)} />
      <section aria-labelledby="console-today">
        <h2 id="console-today" className={styles.heading}>
          {M.todayTitle}
        </h2>
        <ul className={`${lists.plain} ${styles.counts}`}>
          {cardsToShow.map((card) => (
            <li key={card.key}>
              <Link
                to={card.to}
                className={`${cards.tinted} ${styles.countCard}`}
                aria-label={M.countLabel(M.counts[card.key], formatNumber(card.value))}
              >
                <span className={styles.countLabel}>{M.counts[card.key]}</span>
                <span className={styles.countValue} data-attention={card.value > 0 ? "true" : undefined}>
                  {M.countUnit(formatNumber(card.value))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-labelledby="console-menu" className={styles.menu}>
        <h2 id="console-menu" className={styles.heading}>
          {M.menuTitle}
        </h2>
        <ul className={lists.divided}>
          {menu
            .filter((item): item is MenuItem => item !== false)
            .map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.menuItem}>
                  <span className={styles.menuTitle}>{item.title}</span>
                  <span className={styles.menuDetail}>{item.detail}</span>
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}
