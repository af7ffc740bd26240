import { useRouteLoaderData } from "react-router";
import { ConsoleHome } from "../features/admin/console-home.tsx";
import { ADMIN_MESSAGE } from "../features/admin/messages.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-home";

export const meta: Route.MetaFunction = () => privatePageMeta(ADMIN_MESSAGE.title);

/** /admin: the console's home (the layout, routes/admin.tsx, opened the door). */
export default function AdminHomePage() {
  const layout = useRouteLoaderData("routes/admin") as { recoveryCodesLeft: number } | undefined;
  return <ConsoleHome recoveryCodesLeft={layout?.recoveryCodesLeft ?? 0} />;
}
