import { PageHeader } from "../components/page-header.tsx";
import { FishTankForm } from "../features/review/inquiry-views.tsx";
import { INQUIRY_MESSAGE } from "../features/review/messages.ts";
import { privatePageMeta } from "../lib/seo.ts";
import { runRouteMiddleware } from "../route-middleware.server.ts";
import type { Route } from "./+types/direct-inquiry-fish-tank";

/** /direct-inquiry/inquiry-fish-tank: the fish-tank consultation form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await runRouteMiddleware(["member"], { context, request });
  return null;
}

export const meta: Route.MetaFunction = () => privatePageMeta(INQUIRY_MESSAGE.fishTankTitle);

export default function FishTankPage() {
  return (
    <>
      <PageHeader title={INQUIRY_MESSAGE.fishTankTitle} />
      <FishTankForm />
    </>
  );
}
