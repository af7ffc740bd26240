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

/** One category chip: a link replacing the list's address, marked when it is the chosen one. */
function CategoryChip({
  to,
  className,
  current,
  name,
}: {
  to: string;
  className: string;
  current: boolean;
  name: string;
}) {
  return (
    <li>
      <Link to={to} className={className} aria-current={current ? "page" : undefined} replace>
        {name}
      </Link>
    </li>
  );
}

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
  const dept1Chip = `${chip.soft} ${chip.tall} ${chip.dark} ${styles.chip}`;
  return (
    <nav className={styles.tabs} aria-label={COMMUNITY_MESSAGE.category}>
      <ScrollRow>
        <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.chips}`}>
          <CategoryChip to={link({})} className={dept1Chip} current={!dept1} name={COMMUNITY_MESSAGE.all} />
          {categories.map((c) => (
            <CategoryChip
              key={c.code}
              to={link({ dept1Category: c.code })}
              className={dept1Chip}
              current={dept1 === c.code && !dept2}
              name={c.name}
            />
          ))}
        </ul>
      </ScrollRow>
      {selected && selected.children.length > 0 ? (
        <ScrollRow>
          <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.chips} ${styles.subChips}`}>
            {selected.children.map((c) => (
              <CategoryChip
                key={c.code}
                to={link({ dept1Category: selected.code, dept2Category: c.code })}
                className={`${chip.chip} ${chip.tall} ${styles.subChip}`}
                current={dept2 === c.code}
                name={c.name}
              />
            ))}
          </ul>
        </ScrollRow>
      ) : null}
    </nav>
  );
}
