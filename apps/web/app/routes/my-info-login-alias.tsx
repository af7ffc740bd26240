import { redirect } from "react-router";
import { PATH } from "../lib/paths.ts";
import type { Route } from "./+types/my-info-login-alias";

/** SPEC §2: login expiry may also lead to /login?isReLogin=true; it is the same page. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(`${PATH.login}${new URL(request.url).search}`);
}
