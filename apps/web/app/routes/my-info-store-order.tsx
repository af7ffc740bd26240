import { redirect } from "react-router";
import { PATH, withQuery } from "../lib/paths.ts";
import type { Route } from "./+types/my-info-store-order";

/** /my-info/store/order?tab=: a store's orders moved into the store console (issue 26); the tab is kept. */
export function loader({ request }: Route.LoaderArgs) {
  const tab = new URL(request.url).searchParams.get("tab");
  throw redirect(withQuery(PATH.storeOrders, { tab }), 301);
}

export default function StoreOrderMoved() {
  return null;
}
