import styles from "./home.module.css";

const QUICK_CATEGORIES = [
  ["30000", "구피"],
  ["20001", "새우"],
  ["30003", "청소물고기"],
  ["30006", "금붕어"],
  ["30004", "몰리"],
  ["30011", "메다카"],
  ["30001", "베타"],
  ["30012", "테트라"],
  ["30016", "디스커스"],
  ["30008", "코리도라스"],
  ["30471", "우파루파"],
  ["30021", "복어"],
  ["10001", "수초"],
  ["30010", "대형어"],
  ["10006", "사료"],
  ["10003", "여과기"],
  ["10002", "수조"],
  ["10010", "조명"],
  ["10005", "바닥재"],
] as const;

const SERVICES = [
  ["/ecommerce", "쇼핑", "생물부터 용품까지"],
  ["/community", "커뮤니티", "물생활 이야기 나누기"],
  ["/breeding", "내 사육장", "수조 기록과 수질 차트"],
  ["/store/registration", "입점 신청", "수족관 사장님이신가요?"],
] as const;

export default function Home() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href="/" className={styles.logo}>
          물멍
        </a>
      </header>
      <main>
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
            {QUICK_CATEGORIES.map(([code, name]) => (
              <li key={code}>
                <a href={`/ecommerce/product/list?categoryCode=${code}`}>{name}</a>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="services">
          <h2 id="services">서비스</h2>
          <div className={styles.tiles}>
            {SERVICES.map(([href, title, sub]) => (
              <a key={href} href={href}>
                <strong>{title}</strong>
                <span>{sub}</span>
              </a>
            ))}
          </div>
        </section>
      </main>
    </div>
  );
}
