import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { FishTankForm } from "../features/review/inquiry-views.tsx";
import { INQUIRY_MESSAGE } from "../features/review/messages.ts";
import type { Route } from "./+types/direct-inquiry-fish-tank";

/** /direct-inquiry/inquiry-fish-tank: the fish-tank consultation form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMemberPage(context, request);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: `${INQUIRY_MESSAGE.fishTankTitle} - 물멍` },
  { name: "robots", content: "noindex" },
];

export default function FishTankPage() {
  return (
    <>
      <PageHeader title={INQUIRY_MESSAGE.fishTankTitle} />
      <FishTankForm />
    </>
  );
}
