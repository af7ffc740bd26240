import { Outlet } from "react-router";
import type { ShellHandle } from "../components/app-shell/app-shell.tsx";
import { ConsoleShell } from "../features/admin/console-shell.tsx";
import { requireConsole } from "../features/admin/guard.server.ts";
import type { Route } from "./+types/admin";

/**
 * /admin: the operators' console (issue 27). The guard runs here, on the server, before any console page is drawn
 * (features/admin/guard.server.ts); the console draws its own shell, not the shop's column.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { member, secondFactor } = await requireConsole(context, request);
  return { operatorName: member.email ?? member.nickname, recoveryCodesLeft: secondFactor.recoveryCodesLeft };
}

/** Every navigation inside the console asks the door again: an 8-hour console session ends on the next click. */
export function shouldRevalidate() {
  return true;
}

export const handle = { layout: "none" } satisfies ShellHandle;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell operatorName={loaderData.operatorName}>
      <Outlet />
    </ConsoleShell>
  );
}
