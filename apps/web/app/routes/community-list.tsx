import { PlaceholderPage } from "../components/placeholder-page.tsx";
import type { Route } from "./+types/community-list";

// Until the community feature lands: the board list's place in the layout (the community tab rests here).
export const meta: Route.MetaFunction = () => [{ title: "커뮤니티 - 물멍" }];

export default function CommunityListPage() {
  return <PlaceholderPage title="커뮤니티" />;
}
