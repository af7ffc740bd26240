import { PageHeader } from "../components/page-header.tsx";
import { loadMember } from "../features/member/me.server.ts";
import { STORE_MESSAGE } from "../features/store/messages.ts";
import { RegistrationForm } from "../features/store/registration-form.tsx";
import type { Route } from "./+types/store-registration";

/** /store/registration: a member applies to become a partner store. */
export async function loader({ context }: Route.LoaderArgs) {
  return { isMember: (await loadMember(context)) !== null };
}

export const meta: Route.MetaFunction = () => [
  { title: `${STORE_MESSAGE.registrationTitle} - 물멍` },
  { name: "description", content: STORE_MESSAGE.registrationIntro },
];

export default function StoreRegistrationPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={STORE_MESSAGE.registrationTitle} />
      <RegistrationForm isMember={loaderData.isMember} />
    </>
  );
}
