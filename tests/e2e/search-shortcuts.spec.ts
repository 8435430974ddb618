import {test, expect} from './support/console';
import type {Page} from '@playwright/test';
import {openHydrated} from '../support/hydration';
import {holdRequests} from './support/heldRequests';
import {searchBox, searchButton, searchModalScript} from './support/search';

const docPage = '/docs/about-platform';

const hits = (page: Page) => page.getByRole('option');

// A query cut short on purpose. cspell:ignore tekto

test.describe('search shortcuts once the app runs', () => {
  test('/ right after Escape opens the search again', async ({page}) => {
    await openHydrated(page, docPage);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    // Closing the search gives the focus back to its button, where DocSearch's hook ignored "/".
    await expect(searchButton(page)).toBeFocused();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
  });

  test("keys typed while the modal's code loads are its query, with the caret after them", async ({
    page,
  }) => {
    await openHydrated(page, docPage);
    const modalScript = await holdRequests(page, searchModalScript);
    await page.keyboard.press('Control+k');
    const pendingDialog = page.getByRole('dialog', {name: 'Search'});
    await expect(pendingDialog.getByRole('searchbox', {name: 'Search'})).toBeFocused();
    await page.keyboard.type('tekto');
    await modalScript.requested;
    modalScript.release();
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.type('n');
    await expect(searchBox(page)).toHaveValue('tekton');
  });
});
