import { PlaceholderPage } from "../components/placeholder-page.tsx";
import type { Route } from "./+types/ecommerce";

// Until the ecommerce feature lands: the layout and the 준비 중 empty state, so the tab bar never dead-ends.
export const meta: Route.MetaFunction = () => [{ title: "쇼핑 - 물멍" }];

export default function EcommercePage() {
  return <PlaceholderPage title="쇼핑" />;
}
