import { PlaceholderPage } from "../components/placeholder-page.tsx";
import type { Route } from "./+types/community";

// Until the community feature lands: the layout and the 준비 중 empty state, so the tab bar never dead-ends.
export const meta: Route.MetaFunction = () => [{ title: "커뮤니티 - 물멍" }];

export default function CommunityPage() {
  return <PlaceholderPage title="커뮤니티" />;
}
