import { useNavigate, useRevalidator } from "react-router";
import { useConfirm } from "../components/confirm-dialog.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { useToast } from "../components/toast.tsx";
import { loadMember } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { SettingsMenu } from "../features/member/settings-menu.tsx";
import { logout } from "../lib/api-client.ts";
import { PATH } from "../lib/paths.ts";
import type { Route } from "./+types/my-info-setting";

export const meta: Route.MetaFunction = () => [{ title: "설정 - 물멍" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { isLoggedIn: (await loadMember(context)) !== null };
}

export default function SettingPage({ loaderData }: Route.ComponentProps) {
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.settingTitle} />
      <SettingsMenu
        isLoggedIn={loaderData.isLoggedIn}
        onLogout={async () => {
          if (!(await confirm({ message: MEMBER_MESSAGE.logoutConfirm }))) return;
          await logout();
          toast.bottom(MEMBER_MESSAGE.loggedOut);
          navigate(PATH.myInfo, { replace: true });
          revalidator.revalidate();
        }}
      />
    </>
  );
}
