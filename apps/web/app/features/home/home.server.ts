/**
 * The theme sections of one place (SPEC §3 theme locations): the section list, then the items of the first
 * `eager` sections at once (each cached by the API for a few seconds); the themes after those are returned as
 * `later`, for the page to fetch when the reader scrolls near them (routes/theme-section-items.tsx). A section that
 * fails or is empty is left out, so a page never shows an empty block or a dead 전체보기.
 */
import type { IconTheme, Theme } from "@mulmung/contract/content";
import type { ThemeLocation } from "@mulmung/domain/enums";
import { isShown, type LoadedSection, sectionItemsPath } from "./sections.ts";

type Api = (path: string) => Promise<{ status: number; body: unknown }>;

export type { LoadedSection };

export interface ThemeSections {
  sections: LoadedSection[];
  later: Theme[];
}

export async function loadThemeSections(
  api: Api,
  location: ThemeLocation,
  eager = Number.POSITIVE_INFINITY,
): Promise<ThemeSections> {
  const list = await api(`/api/v1/theme?location=${location}`);
  if (list.status !== 200) return { sections: [], later: [] };
  const themes = (list.body as { items: Theme[] }).items;
  const sections = await Promise.all(
    themes.slice(0, eager).map(async (theme) => {
      const answer = await api(sectionItemsPath(theme));
      return answer.status === 200 ? (answer.body as LoadedSection) : null;
    }),
  );
  return { sections: sections.filter(isShown), later: themes.slice(eager) };
}

export async function loadIconThemes(api: Api, kind: "mania" | "product-exhibition"): Promise<IconTheme[]> {
  const answer = await api(`/api/v1/icon-theme/${kind}`);
  return answer.status === 200 ? (answer.body as { items: IconTheme[] }).items : [];
}
