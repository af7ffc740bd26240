import type { MulbtiType } from "@mulmung/contract/programs";
import { Link } from "react-router";
import buttons from "../components/button.module.css";
import { PageHeader } from "../components/page-header.tsx";
import { MULBTI_MESSAGE } from "../features/mulbti/messages.ts";
import styles from "../features/mulbti/mulbti.module.css";
import { MULBTI_LIST_PATH } from "../features/mulbti/mulbti-api.ts";
import { TypeCard } from "../features/mulbti/type-card.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/mulbti-type";

/** /mulbti/{id}: a type's page (the shared link of a result). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const code = (params.id ?? "").toUpperCase();
  return { type: await loadOrThrow<MulbtiType>(context.api, `/api/v1/mulbti/type/${encodeURIComponent(code)}`) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({
    title: data ? MULBTI_MESSAGE.typeTitle(data.type.name, data.type.fish) : MULBTI_MESSAGE.title,
    description: data?.type.summary ?? MULBTI_MESSAGE.title,
  });

export default function MulbtiTypePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={MULBTI_MESSAGE.title} />
      <div className={styles.page}>
        <TypeCard type={loaderData.type} heading="h1" />
        <div className={styles.actions}>
          <Link className={`${buttons.primary} ${buttons.large} ${styles.primary}`} to="/mulbti">
            {MULBTI_MESSAGE.tryQuiz}
          </Link>
          <Link className={buttons.outline} to={MULBTI_LIST_PATH}>
            {MULBTI_MESSAGE.list}
          </Link>
        </div>
      </div>
    </>
  );
}
