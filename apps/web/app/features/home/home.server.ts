/**
 * The theme sections of one place (SPEC §3 theme locations): the section list, then every section's items at
 * once (each cached by the API for a few seconds). A section that fails or is empty is left out, so a page never
 * shows an empty block or a dead 전체보기 (raffle recruitments, which do not exist yet).
 */
import type { IconTheme, Theme, ThemeSectionResponse } from "@mulmung/contract/content";
import type { ThemeLocation } from "@mulmung/domain/enums";

type Api = (path: string) => Promise<{ status: number; body: unknown }>;

export type LoadedSection = ThemeSectionResponse;

export async function loadThemeSections(api: Api, location: ThemeLocation): Promise<LoadedSection[]> {
  const list = await api(`/api/v1/theme?location=${location}`);
  if (list.status !== 200) return [];
  const themes = (list.body as { items: Theme[] }).items;
  const sections = await Promise.all(
    themes.map(async (theme) => {
      const answer = await api(`/api/v1/theme/${theme.id}/${theme.section}`);
      return answer.status === 200 ? (answer.body as ThemeSectionResponse) : null;
    }),
  );
  return sections.filter((section): section is LoadedSection => section !== null && section.items.length > 0);
}

export async function loadIconThemes(api: Api, kind: "mania" | "product-exhibition"): Promise<IconTheme[]> {
  const answer = await api(`/api/v1/icon-theme/${kind}`);
  return answer.status === 200 ? (answer.body as { items: IconTheme[] }).items : [];
}
