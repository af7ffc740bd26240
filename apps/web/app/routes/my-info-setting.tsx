import { PageHeader } from "../components/page-header.tsx";
import { useLogout } from "../components/use-logout.ts";
import { loadMember } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { SettingsMenu } from "../features/member/settings-menu.tsx";
import { PATH } from "../lib/paths.ts";
import type { Route } from "./+types/my-info-setting";

export const meta: Route.MetaFunction = () => [{ title: "설정 - 물멍" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { isLoggedIn: (await loadMember(context)) !== null };
}

export default function SettingPage({ loaderData }: Route.ComponentProps) {
  const onLogout = useLogout({ to: PATH.myInfo, done: MEMBER_MESSAGE.loggedOut, ask: MEMBER_MESSAGE.logoutConfirm });
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.settingTitle} />
      <SettingsMenu isLoggedIn={loaderData.isLoggedIn} onLogout={onLogout} />
    </>
  );
}
