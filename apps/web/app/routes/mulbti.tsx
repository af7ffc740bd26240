import type { MulbtiInfo } from "@mulmung/contract/programs";
import { PageHeader } from "../components/page-header.tsx";
import { MULBTI_MESSAGE } from "../features/mulbti/messages.ts";
import { MulbtiQuiz } from "../features/mulbti/quiz.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/mulbti";

/** /mulbti: the personality quiz (SPEC §1, §7). */
export async function loader({ context }: Route.LoaderArgs) {
  return { info: await loadOrThrow<MulbtiInfo>(context.api, "/api/v1/mulbti") };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: MULBTI_MESSAGE.title, description: data?.info.description ?? MULBTI_MESSAGE.title });

export default function MulbtiPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={MULBTI_MESSAGE.title} />
      <MulbtiQuiz info={loaderData.info} />
    </>
  );
}
