import { QUICK_CATEGORIES } from "@mulmung/domain/constants";
import { isbot } from "isbot";
import { Link } from "react-router";
import brand from "../components/brand.module.css";
import chip from "../components/chip.module.css";
import icon from "../components/icon-button.module.css";
import lists from "../components/list.module.css";
import scrollRow from "../components/scroll-row.module.css";
import { ScrollRow } from "../components/scroll-row.tsx";
import stack from "../components/stack.module.css";
import { ThemeSections as ThemedProducts } from "../features/catalog/theme-sections.tsx";
import type { ThemeProduct } from "../features/catalog/types.ts";
import { BannerSlot } from "../features/content/banner-slot.tsx";
import { PopupLayer } from "../features/content/popup-layer.tsx";
import { loadIconThemes, loadThemeSections } from "../features/home/home.server.ts";
import { IconThemes } from "../features/home/icon-themes.tsx";
import { HOME_MESSAGE as M } from "../features/home/messages.ts";
import { NotificationBell } from "../features/notification/notification-bell.tsx";
import { loadOr } from "../lib/api.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/home";
import styles from "./home.module.css";
import { LaterThemeSections, ThemeSectionBlocks } from "./theme-section-items.tsx";

/** The MIDDLE banners and the themed products go after this many sections. */
const MIDDLE_AFTER = 3;
/**
 * Sections rendered on the server (the first screens, up to the MIDDLE block); the rest load as the reader scrolls.
 * Crawlers get every section in the HTML. Measured: DOM 1,324 → 775 elements, HTML 180 → 128 KB (uncompressed).
 */
const SERVER_SECTIONS = MIDDLE_AFTER;

/** `/`: banners, icon themes and the home's theme sections in their order (the first screens rendered on the server). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [sections, mania, exhibitions, themedProducts] = await Promise.all([
    loadThemeSections(
      context.api,
      "HOME",
      isbot(request.headers.get("user-agent") ?? "") ? Number.POSITIVE_INFINITY : SERVER_SECTIONS,
    ),
    loadIconThemes(context.api, "mania"),
    loadIconThemes(context.api, "product-exhibition"),
    loadOr<{ items: ThemeProduct[] }>(context.api, "/api/v1/theme-product?exposureRoute=/", { items: [] }),
  ]);
  return {
    sections: sections.sections,
    laterSections: sections.later,
    mania,
    exhibitions,
    themedProducts: themedProducts.items,
    now: Date.now(),
    url: new URL("/", request.url).href,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: M.title, description: M.description, url: data?.url });

const SERVICES = [
  ["/ecommerce", "쇼핑", "생물부터 용품까지"],
  ["/community", "커뮤니티", "물생활 이야기 나누기"],
  ["/breeding", "내 사육장", "수조 기록과 수질 차트"],
  ["/store/registration", "입점 신청", "수족관 사장님이신가요?"],
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections, laterSections, mania, exhibitions, themedProducts, now } = loaderData;
  return (
    <>
      <header className={`${stack.spread} ${styles.header}`}>
        <Link to="/" className={`${brand.wordmark} ${styles.logo}`}>
          물멍
        </Link>
        <h1 className="visually-hidden">{M.title}</h1>
        <div className={styles.headerActions}>
          <Link to="/ecommerce/search" className={icon.icon} aria-label={M.search}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M10.5 3a7.5 7.5 0 0 1 6 12l4.8 4.8-1.5 1.5-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" />
            </svg>
          </Link>
          <NotificationBell />
        </div>
      </header>
      <BannerSlot route="/" position="TOP" />
      <IconThemes label={M.mania} items={mania} />
      <section className={styles.quick} aria-labelledby="quick-categories">
        <h2 id="quick-categories">{M.quickCategories}</h2>
        <ScrollRow>
          <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.chips}`}>
            {QUICK_CATEGORIES.map(({ code, name }) => (
              <li key={code}>
                <Link to={`/ecommerce/product/list?categoryCode=${code}`} className={chip.soft}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </ScrollRow>
      </section>
      <ThemeSectionBlocks sections={sections.slice(0, MIDDLE_AFTER)} now={now} />
      <BannerSlot route="/" position="MIDDLE" />
      <IconThemes label={M.exhibition} items={exhibitions} />
      <ThemedProducts themes={themedProducts} />
      <ThemeSectionBlocks sections={sections.slice(MIDDLE_AFTER)} now={now} />
      <LaterThemeSections themes={laterSections} now={now} />
      <BannerSlot route="/" position="BOTTOM" />
      <section className={styles.services} aria-labelledby="services">
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
      <PopupLayer route="/" />
    </>
  );
}
