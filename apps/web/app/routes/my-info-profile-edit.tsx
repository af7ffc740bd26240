import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { ProfileEditForm } from "../features/member/profile-edit-form.tsx";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-profile-edit";

/** /my-info/profile/edit: my profile picture and introduction (PATCH /api/v1/profile). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { member: await requireMemberPage(context, request) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(MEMBER_MESSAGE.profileTitle);

export default function ProfileEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.profileTitle} />
      <ProfileEditForm member={loaderData.member} />
    </>
  );
}
