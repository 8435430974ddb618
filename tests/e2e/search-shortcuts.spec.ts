import {test, expect} from './support/console';
import {openHydrated} from '../support/hydration';
import {searchBox, searchButton} from './support/search';

const docPage = '/docs/about-platform';

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
});
