/**
 * One theme section: its heading, the 전체보기 link to the full list, and its items (drawn by the route, which
 * composes the cards of the feature each kind of item belongs to).
 */
import type { Theme } from "@mulmung/contract/content";
import type { ReactNode } from "react";
import { Link } from "react-router";
import section from "../../components/section.module.css";
import { SectionHeader } from "../../components/section-header.tsx";
import styles from "./home.module.css";
import { HOME_MESSAGE as M } from "./messages.ts";
import { sectionHref } from "./section-links.ts";

export function ThemeSectionFrame({ theme, children }: { theme: Theme; children: ReactNode }) {
  const headingId = `theme-section-${theme.id}`;
  const href = sectionHref(theme);
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      data-theme-section={theme.section}
      data-layout={theme.layout}
    >
      <SectionHeader id={headingId} title={theme.title} sub={theme.subTitle}>
        {href ? (
          <Link to={href} className={section.more}>
            <span className="visually-hidden">{theme.title} </span>
            {M.seeAll}
          </Link>
        ) : null}
      </SectionHeader>
      {children}
    </section>
  );
}
