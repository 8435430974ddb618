import type {Page, ViewportSize} from '@playwright/test';
import {test as consoleTest, expect} from './console';

export type ColorMode = 'light' | 'dark';

/**
 * The `test` of the look specs, which run at desktop and phone size; the colour specs run in dark mode too
 * (playwright.config.ts).
 * `colorMode` is the reader's stored choice, set the way the site stores it (local storage `theme`)
 * before the first page loads, so a test can still change it and watch it persist.
 */
export const test = consoleTest.extend<{colorMode: ColorMode}>({
  colorMode: ['light', {option: true}],
  storageState: async ({colorMode, baseURL}, use) => {
    await use(
      colorMode === 'dark'
        ? {
            cookies: [],
            origins: [{origin: baseURL!, localStorage: [{name: 'theme', value: 'dark'}]}],
          }
        : undefined,
    );
  },
});

export {expect};

/** Under 996 px the navbar collapses into the hamburger menu. */
export function isPhone(viewport: ViewportSize | null): boolean {
  return (viewport?.width ?? 1280) < 996;
}

export const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'});

/** The phone menu: the hamburger opens it (the navbar's own links are hidden at this width). */
export async function openPhoneMenu(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
}
