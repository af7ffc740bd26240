/**
 * A section whose screens are not built yet: its title and the 콘텐츠를 준비 중입니다 empty state, inside
 * the normal layout, so the tab bar never leads nowhere. Replaced when the feature lands.
 */
import { EmptyState } from "./empty-state.tsx";
import { PageHeader } from "./page-header.tsx";

export function PlaceholderPage({ title, showBack = false }: { title: string; showBack?: boolean }) {
  return (
    <>
      <PageHeader title={title} showBack={showBack} />
      <EmptyState kind="preparing" />
    </>
  );
}
