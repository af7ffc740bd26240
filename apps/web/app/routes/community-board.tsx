/**
 * /community/board (a banner exposure route in SPEC §3) is the board list itself: it goes to /community/list,
 * keeping any filters in the query.
 */
import { redirect } from "react-router";
import { PATH } from "../lib/paths.ts";
import type { Route } from "./+types/community-board";

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(`${PATH.communityList}${new URL(request.url).search}`);
}

export default function CommunityBoard() {
  return null;
}
