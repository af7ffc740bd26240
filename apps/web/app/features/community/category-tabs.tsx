/** Board categories as chips: 전체 and each dept1; the chosen dept1's dept2 children below. */

import type { CommunityCategory } from "@mulmung/contract/community";
import { Link } from "react-router";
import chip from "../../components/chip.module.css";
import lists from "../../components/list.module.css";
import scrollRow from "../../components/scroll-row.module.css";
import { ScrollRow } from "../../components/scroll-row.tsx";
import { PATH } from "../../lib/paths.ts";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export function CategoryTabs({
  categories,
  dept1,
  dept2,
}: {
  categories: CommunityCategory[];
  dept1?: string;
  dept2?: string;
}) {
  const selected = categories.find((c) => c.code === dept1);
  const link = (params: Record<string, string>) =>
    `${PATH.communityList}${Object.keys(params).length ? `?${new URLSearchParams(params)}` : ""}`;
  return (
    <nav className={styles.tabs} aria-label={COMMUNITY_MESSAGE.category}>
      <ScrollRow>
        <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.chips}`}>
          <li>
            <Link
              to={link({})}
              className={`${chip.soft} ${chip.tall} ${chip.dark} ${styles.chip}`}
              aria-current={!dept1 ? "page" : undefined}
              replace
            >
              {COMMUNITY_MESSAGE.all}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.code}>
              <Link
                to={link({ dept1Category: c.code })}
                className={`${chip.soft} ${chip.tall} ${chip.dark} ${styles.chip}`}
                aria-current={dept1 === c.code && !dept2 ? "page" : undefined}
                replace
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </ScrollRow>
      {selected && selected.children.length > 0 ? (
        <ScrollRow>
          <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.chips} ${styles.subChips}`}>
            {selected.children.map((c) => (
              <li key={c.code}>
                <Link
                  to={link({ dept1Category: selected.code, dept2Category: c.code })}
                  className={`${chip.chip} ${chip.tall} ${styles.subChip}`}
                  aria-current={dept2 === c.code ? "page" : undefined}
                  replace
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </ScrollRow>
      ) : null}
    </nav>
  );
}
