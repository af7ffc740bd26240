/**
 * 로그아웃, one way for every screen that offers it (My info, 설정, the operators' console):
 *   const onLogout = useLogout({ to: PATH.myInfo, done: MEMBER_MESSAGE.loggedOut, ask: MEMBER_MESSAGE.logoutConfirm });
 * asks first when `ask` is given, logs out (lib/api-client.ts `logout`), then says `done` and goes to `to`. A logout
 * the server did not take leaves the person logged in and says so in a dialog titled 로그아웃에 실패했습니다 with the
 * error (SPEC §8 names it for social logins; an email login's logout that fails the same way gets the same dialog).
 */
import { MESSAGE } from "@mulmung/domain/errors";
import { useNavigate, useRevalidator } from "react-router";
import { logout } from "../lib/api-client.ts";
import { useConfirm } from "./confirm-dialog.tsx";
import { useToast } from "./toast.tsx";

export function useLogout({ to, done, ask }: { to: string; done: string; ask?: string }): () => Promise<void> {
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    if (ask && !(await confirm({ message: ask }))) return;
    const result = await logout();
    if (!result.ok) {
      await confirm({ variant: "alert", title: MESSAGE.logoutFailed, message: result.message });
      return;
    }
    toast.bottom(done);
    navigate(to, { replace: true });
    revalidator.revalidate();
  };
}
