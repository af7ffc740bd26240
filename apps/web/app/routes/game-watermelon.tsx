import { PageHeader } from "../components/page-header.tsx";
import { WatermelonGame } from "../features/game/watermelon.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/game-watermelon";

/** /game/watermelon: the fish merge game; `?next=0..3` fixes the next fish (tests). */
export function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("next");
  const level = raw === null ? Number.NaN : Number(raw);
  return { fixedNext: Number.isInteger(level) && level >= 0 && level <= 3 ? level : null };
}

export const meta: Route.MetaFunction = () =>
  seoMeta({ title: "물고기 수박 게임", description: "같은 물고기를 합쳐 더 큰 물고기를 만드는 물멍 미니 게임" });

export default function WatermelonPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="물고기 수박 게임" />
      <WatermelonGame fixedNext={loaderData.fixedNext} />
    </>
  );
}
