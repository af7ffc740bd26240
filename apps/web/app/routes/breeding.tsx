import { PlaceholderPage } from "../components/placeholder-page.tsx";
import type { Route } from "./+types/breeding";

// Until the breeding feature lands: the layout and the 준비 중 empty state, so the tab bar never dead-ends.
export const meta: Route.MetaFunction = () => [{ title: "내 사육장 - 물멍" }];

export default function BreedingPage() {
  return <PlaceholderPage title="내 사육장" />;
}
