/**
 * Waiting for a page's scripts, one way. The built server paints a page before React hydrates it; until then a link
 * navigates as plain HTML and a button does nothing. root.tsx marks `<html data-hydrated>` once React has taken
 * over, and these wait for that mark (not for an idle network, which a busy two-core machine reaches first).
 */
import { expect, type Page, type Response } from "@playwright/test";

/** The first load of a page can take a while on a cold built server before it hydrates. */
export const HYDRATION_MS = 20_000;

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: HYDRATION_MS });
}

/** Opens a page of the app and waits until it has hydrated; answers the navigation's response. */
export async function open(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/** Reloads the page and waits until it has hydrated again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}
