import { redirect } from "react-router";
import { PATH } from "../lib/paths.ts";

/** /my-info/store/review: a store's reviews moved into the store console (issue 26). */
export function loader() {
  throw redirect(PATH.storeReviews, 301);
}

export default function StoreReviewMoved() {
  return null;
}
