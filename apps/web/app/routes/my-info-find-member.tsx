import { FormPage } from "../components/page-header.tsx";
import { FindMember } from "../features/auth/find-member.tsx";
import { AUTH_MESSAGE } from "../features/auth/messages.ts";
import type { Route } from "./+types/my-info-find-member";

export const meta: Route.MetaFunction = () => [{ title: "아이디·비밀번호 찾기 - 물멍" }];

export function loader({ request }: Route.LoaderArgs) {
  return {
    tab: new URL(request.url).searchParams.get("tab") === "password" ? ("password" as const) : ("email" as const),
  };
}

export default function FindMemberPage({ loaderData }: Route.ComponentProps) {
  return (
    <FormPage title={AUTH_MESSAGE.findTitle}>
      <FindMember initialTab={loaderData.tab} />
    </FormPage>
  );
}
