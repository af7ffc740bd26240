import { redirect } from "react-router";
import { PATH } from "../lib/paths.ts";
import type { Route } from "./+types/my-info-store-answers";

/** /my-info/store/inquiry and /my-info/store/review moved into the store console (issue 26). */
export function loader({ request }: Route.LoaderArgs) {
  const moved = new URL(request.url).pathname.endsWith("/review") ? PATH.storeReviews : PATH.storeInquiries;
  throw redirect(moved, 301);
}

export default function StoreAnswersMoved() {
  return null;
}
