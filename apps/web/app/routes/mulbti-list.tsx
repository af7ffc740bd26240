import type { ListPage } from "@mulmung/contract/common";
import type { MulbtiListItem } from "@mulmung/contract/programs";
import { MULBTI_LIST_QUERY } from "@mulmung/domain/constants";
import { Link } from "react-router";
import buttons from "../components/button.module.css";
import lists from "../components/list.module.css";
import { PageHeader } from "../components/page-header.tsx";
import { MULBTI_MESSAGE } from "../features/mulbti/messages.ts";
import styles from "../features/mulbti/mulbti.module.css";
import { mulbtiTypePath } from "../features/mulbti/mulbti-api.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/mulbti-list";

/** /mulbti/list: every type with its count, most common first (SPEC §3, §9: page size 20). */
export async function loader({ context }: Route.LoaderArgs) {
  const path = withQuery("/api/v1/mulbti/list", { ...MULBTI_LIST_QUERY });
  return { list: await loadOrThrow<ListPage<MulbtiListItem>>(context.api, path) };
}

export const meta: Route.MetaFunction = () =>
  seoMeta({ title: MULBTI_MESSAGE.listTitle, description: MULBTI_MESSAGE.listDescription });

export default function MulbtiListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={MULBTI_MESSAGE.listTitle} />
      <div className={styles.page}>
        <p className={styles.step}>{MULBTI_MESSAGE.listDescription}</p>
        <ol className={`${lists.plain} ${styles.list}`}>
          {loaderData.list.items.map((item, i) => (
            <li key={item.type}>
              <Link className={styles.row} to={mulbtiTypePath(item.type)} data-mulbti-row={item.type}>
                <span className={styles.rank}>{i + 1}</span>
                <span className={styles.name}>
                  <strong>
                    {item.fish} · {item.name}
                  </strong>
                  <small>{item.summary}</small>
                </span>
                <span className={styles.count}>{MULBTI_MESSAGE.count(item.count)}</span>
              </Link>
            </li>
          ))}
        </ol>
        <Link className={`${buttons.primary} ${buttons.large} ${styles.primary}`} to="/mulbti">
          {MULBTI_MESSAGE.tryQuiz}
        </Link>
      </div>
    </>
  );
}
