/**
 * What the layouts fetch on a visit's first load (SPEC §2: service settings, banners, events, popups, community
 * categories and write-community categories), read by the root loader once per page load: it does not run again
 * as the person moves between pages (root.tsx `shouldRevalidate`), and the lists behind it are the API's URL-cached
 * answers (decision 005), so a visit asks for each once and pages take them from here instead of asking again.
 *   const { events } = useFirstLoad();
 * Settings have their own reader (service-settings.ts), so do the basket count and the postcode script.
 */
import type { CommunityCategory } from "@mulmung/contract/community";
import type { Banner, Popup, SiteEvent } from "@mulmung/contract/content";
import { useRouteLoaderData } from "react-router";

export interface FirstLoad {
  banners: Banner[];
  popups: Popup[];
  events: SiteEvent[];
  communityCategories: CommunityCategory[];
  /** The boards this member may write in; null for a visitor (asked only with a session cookie). */
  writableCategories: CommunityCategory[] | null;
}

export const EMPTY_FIRST_LOAD: FirstLoad = {
  banners: [],
  popups: [],
  events: [],
  communityCategories: [],
  writableCategories: null,
};

/** The first load's lists, from any component (empty when the root loader has not run: the error boundary). */
export function useFirstLoad(): FirstLoad {
  return (useRouteLoaderData("root") as { firstLoad?: FirstLoad } | undefined)?.firstLoad ?? EMPTY_FIRST_LOAD;
}

/** The same, for a `meta` function (which reads the matches' data rather than hooks). */
export function firstLoadOfMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): FirstLoad {
  const root = matches.find((match) => match?.id === "root")?.data as { firstLoad?: FirstLoad } | undefined;
  return root?.firstLoad ?? EMPTY_FIRST_LOAD;
}
