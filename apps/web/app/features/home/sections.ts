/** What the server loader and the browser share about theme sections: where one's items are, and when it shows. */
import type { Theme, ThemeSectionResponse } from "@mulmung/contract/content";

export type LoadedSection = ThemeSectionResponse;

/** The API path of a theme section's items (API.md "Home theme sections"). */
export const sectionItemsPath = (theme: Pick<Theme, "id" | "section">) => `/api/v1/theme/${theme.id}/${theme.section}`;

/** A section worth a block: it answered and has items. */
export function isShown(section: LoadedSection | null): section is LoadedSection {
  return section !== null && section.items.length > 0;
}
