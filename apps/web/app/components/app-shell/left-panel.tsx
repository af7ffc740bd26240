/**
 * The desktop side panel (SPEC.md sections 1 and 2), shown only wider than 970px: product search with
 * recent words, the quick category chips, service shortcuts and app-store links.
 */
import { QUICK_CATEGORIES } from "@mulmung/domain/constants";
import { submitSearchWord } from "@mulmung/domain/search-word";
import type { FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { APP_LINK } from "../../lib/app-links.ts";
import { useNativePlatform } from "../../lib/native/platform.ts";
import { PATH } from "../../lib/paths.ts";
import { saveSearchWord } from "../../lib/search-history.ts";
import brand from "../brand.module.css";
import { SearchWordInput } from "../form-field.tsx";
import lists from "../list.module.css";
import { SHELL_MESSAGE } from "../messages.ts";
import { ServiceTile } from "../service-tile.tsx";
import { useToast } from "../toast.tsx";
import { useSearchHistory } from "../use-search-history.ts";
import { isInSection } from "./bottom-tab-bar.tsx";
import { Icon } from "./icons.tsx";
import styles from "./left-panel.module.css";

const SERVICE_SHORTCUTS = [
  { href: "/ecommerce", title: "쇼핑", sub: "생물부터 용품까지" },
  { href: "/community", title: "커뮤니티", sub: "물생활 이야기" },
  { href: "/breeding", title: "내 사육장", sub: "수조 기록·수질 차트" },
  { href: "/ecommerce/product/group-buying/list", title: "공동구매", sub: "함께 사면 더 저렴하게" },
  { href: "/store", title: "내 주변 수족관", sub: "가까운 매장 찾기" },
  { href: "/ecommerce/product/list?keyword=fleamarket", title: "벼룩시장", sub: "회원 중고·분양" },
  { href: "/ecommerce/product/list?categoryCode=A10008", title: "세트 상품", sub: "입문 세트 한 번에" },
  { href: "/store/registration", title: "입점 신청", sub: "수족관 사장님이신가요?" },
] as const;

/**
 * The shortcut of the page's section (marked as the current one): the longest whose path holds the page and whose
 * query, if it has one, the page's query carries too (벼룩시장 over 쇼핑, 입점 신청 over 내 주변 수족관).
 */
export function shortcutOf(pathname: string, search: string): string | null {
  const query = new URLSearchParams(search);
  let best: string | null = null;
  for (const { href } of SERVICE_SHORTCUTS) {
    const url = new URL(href, "http://x");
    if (!isInSection(pathname, url.pathname)) continue;
    if ([...url.searchParams].some(([key, value]) => query.get(key) !== value)) continue;
    if (best === null || href.length > best.length) best = href;
  }
  return best;
}

export function searchHref(word: string): string {
  return `${PATH.search}?searchWord=${encodeURIComponent(word)}`;
}

export function LeftPanel() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = shortcutOf(location.pathname, location.search);
  const inApp = useNativePlatform() !== null;
  const toast = useToast();
  const { history, setHistory, clearAll } = useSearchHistory({
    deleteConfirm: SHELL_MESSAGE.deleteConfirm,
    cleared: SHELL_MESSAGE.recentSearchesCleared,
  });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const word = String(new FormData(event.currentTarget).get("searchWord") ?? "");
    const previousWord =
      location.pathname === PATH.search ? new URLSearchParams(location.search).get("searchWord") : null;
    const result = submitSearchWord({ word, previousWord, history });
    if (result.kind === "rejected") {
      toast.bottom(result.message);
      return;
    }
    if (result.kind === "ignored") return;
    setHistory(saveSearchWord(window.localStorage, result.word));
    navigate(searchHref(result.word));
  };

  return (
    <aside className={styles.panel} aria-label={SHELL_MESSAGE.brand} data-left-panel>
      <div className={styles.inner}>
        <Link to="/" className={`${brand.wordmark} ${styles.logo}`}>
          {SHELL_MESSAGE.brand}
        </Link>
        <p className={styles.tagline}>{SHELL_MESSAGE.tagline}</p>

        <search>
          <form action={PATH.search} method="get" className={styles.search} onSubmit={onSearch}>
            <SearchWordInput
              id="left-panel-search"
              label={SHELL_MESSAGE.searchLabel}
              placeholder={SHELL_MESSAGE.searchPlaceholder}
              autoComplete="off"
            />
            <button type="submit" aria-label={SHELL_MESSAGE.searchSubmit}>
              <Icon name="search" className={styles.searchIcon} />
            </button>
          </form>
        </search>

        {history.length > 0 ? (
          <section className={styles.section} aria-labelledby="left-panel-recent">
            <div className={styles.sectionHead}>
              <h2 id="left-panel-recent">{SHELL_MESSAGE.recentSearches}</h2>
              <button type="button" className={styles.textButton} onClick={clearAll}>
                {SHELL_MESSAGE.clearRecentSearches}
              </button>
            </div>
            <ul className={`${lists.wrap} ${styles.chips}`}>
              {history.map((word) => (
                <li key={word}>
                  <Link to={searchHref(word)}>{word}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className={styles.section} aria-labelledby="left-panel-categories">
          <h2 id="left-panel-categories">{SHELL_MESSAGE.quickCategories}</h2>
          <ul className={`${lists.wrap} ${styles.chips}`}>
            {QUICK_CATEGORIES.map((category) => (
              <li key={category.code}>
                <Link to={`/ecommerce/product/list?categoryCode=${category.code}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="left-panel-services">
          <h2 id="left-panel-services">{SHELL_MESSAGE.services}</h2>
          <ul className={`${lists.plain} ${styles.tiles}`}>
            {SERVICE_SHORTCUTS.map((service) => (
              <ServiceTile key={service.href} tile={service} current={service.href === current} />
            ))}
          </ul>
        </section>

        {/* In the app (a tablet is wide enough for the panel) there is no app to download. */}
        {inApp ? null : (
          <section className={styles.section} aria-labelledby="left-panel-apps">
            <h2 id="left-panel-apps">{SHELL_MESSAGE.appDownload}</h2>
            <p className={styles.appDetail}>{SHELL_MESSAGE.appDownloadDetail}</p>
            <div className={styles.stores}>
              <a href={APP_LINK.appStore} target="_blank" rel="noopener noreferrer">
                <Icon name="apple" className={styles.storeIcon} />
                {SHELL_MESSAGE.appStore}
              </a>
              <a href={APP_LINK.googlePlay} target="_blank" rel="noopener noreferrer">
                <Icon name="googlePlay" className={styles.storeIcon} />
                {SHELL_MESSAGE.googlePlay}
              </a>
            </div>
          </section>
        )}
      </div>
    </aside>
  );
}
