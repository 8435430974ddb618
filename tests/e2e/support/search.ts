import {expect, type Page} from '@playwright/test';

/** Docusaurus marks the page once React has taken over: shortcuts work from then on. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/** The search field of the DocSearch modal, and of the search page. */
export const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search'});
