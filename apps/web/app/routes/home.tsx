import { QUICK_CATEGORIES } from "@mulmung/domain/constants";
import { Link } from "react-router";
import { NotificationBell } from "../features/notification/notification-bell.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

export function loader({ request }: Route.LoaderArgs) {
  return { url: new URL("/", request.url).href };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({
    title: "물멍 - 관상어 쇼핑·커뮤니티·내 수조 기록",
    description: "관상어 쇼핑, 수족관 커뮤니티, 내 수조 기록을 한곳에서. 가까운 수족관도 찾아보세요.",
    url: data?.url,
  });

const SERVICES = [
  ["/ecommerce", "쇼핑", "생물부터 용품까지"],
  ["/community", "커뮤니티", "물생활 이야기 나누기"],
  ["/breeding", "내 사육장", "수조 기록과 수질 차트"],
  ["/store/registration", "입점 신청", "수족관 사장님이신가요?"],
] as const;

export default function Home() {
  return (
    <>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          물멍
        </Link>
        <div className={styles.headerActions}>
          <Link to="/ecommerce/search" className={styles.iconLink} aria-label="상품 검색">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M10.5 3a7.5 7.5 0 0 1 6 12l4.8 4.8-1.5 1.5-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" />
            </svg>
          </Link>
          <NotificationBell />
        </div>
      </header>
      <section className={styles.hero}>
        <h1>
          오늘도 물멍하세요
          <br />
          관상어 쇼핑부터 수조 기록까지
        </h1>
        <p>가까운 수족관의 생물과 용품을 둘러보고, 내 수조의 하루를 기록해 보세요.</p>
      </section>
      <section className={styles.section} aria-labelledby="quick-categories">
        <h2 id="quick-categories">카테고리 바로가기</h2>
        <ul className={styles.chips}>
          {QUICK_CATEGORIES.map(({ code, name }) => (
            <li key={code}>
              <Link to={`/ecommerce/product/list?categoryCode=${code}`}>{name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="services">
        <h2 id="services">서비스</h2>
        <div className={styles.tiles}>
          {SERVICES.map(([href, title, sub]) => (
            <Link key={href} to={href}>
              <strong>{title}</strong>
              <span>{sub}</span>
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
