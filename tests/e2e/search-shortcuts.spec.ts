import {test, expect} from './support/console';
import type {Page} from '@playwright/test';
import {openHydrated, settled, waitForHydration} from '../support/hydration';
import {holdRequests} from './support/heldRequests';
import {searchBox, searchButton, searchModalScript} from './support/search';

// Ctrl/Cmd+K and "/" work from the moment the page shows: before the app starts, a script in the
// page's head keeps the request and what the reader types after it
// (src/plugins/search/shared/earlySearchShortcuts.ts); the SearchBar takes over when it mounts. The tests hold
// back a script until the keys are pressed, rather than race the page's start.

/** The site's main bundle: until it runs, the page is only the server-rendered HTML. */
const appBundle = '**/assets/js/main.*.js';
const docPage = '/docs/about-platform';
const shortcuts = ['Control+k', 'Meta+k', '/'];

const hits = (page: Page) => page.getByRole('option');

// Queries cut short or mistyped on purpose. cspell:ignore tekx tekto

/** Where the focus is as each search dialog shows, once the pending one and once DocSearch's. */
const focusInTheField = [
  'pending dialog: focus in its search field',
  'modal: focus in its search field',
];

/**
 * Records where the focus is as each search dialog (the pending one, then DocSearch's modal)
 * enters the page. A MutationObserver reports right after the task that changed the page, before
 * the next key event: where the focus is then is where a key typed at that moment lands.
 */
async function recordFocusAsSearchShows(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    // A dialog inside a container added with it is reported twice: once for each.
    const seen = new WeakSet<Element>();
    Object.assign(window, {__focusAsSearchShows: shown});
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          const dialogs = '.DocSearch-Modal, [role="dialog"]';
          const dialog = node.matches(dialogs) ? node : node.querySelector(dialogs);
          if (!dialog || seen.has(dialog)) return;
          seen.add(dialog);
          const name = dialog.matches('.DocSearch-Modal') ? 'modal' : 'pending dialog';
          const focused = document.activeElement;
          const inField = focused?.matches('input[type="search"]') && dialog.contains(focused);
          shown.push(
            `${name}: focus ${inField ? 'in its search field' : `on ${focused?.tagName}`}`,
          );
        });
      }
    }).observe(document, {childList: true, subtree: true});
  });
  return () =>
    page.evaluate(
      () => (window as unknown as {__focusAsSearchShows: string[]}).__focusAsSearchShows,
    );
}

/** Opens a page whose app is held back: it shows, but no script of the site has run. */
async function openBeforeTheApp(page: Page, path: string): Promise<() => void> {
  const app = await holdRequests(page, appBundle);
  // Not until 'load': the held bundle's preload holds that event back.
  await page.goto(path, {waitUntil: 'commit'});
  await app.requested;
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  return app.release;
}

test.describe('search shortcuts before the app starts', () => {
  for (const shortcut of shortcuts) {
    test(`${shortcut} opens the search once the app runs, with the keys typed after it`, async ({
      page,
    }) => {
      const focusAsSearchShows = await recordFocusAsSearchShows(page);
      const startApp = await openBeforeTheApp(page, docPage);
      await page.keyboard.press(shortcut);
      await page.keyboard.type('tekton');
      await expect(searchBox(page)).toHaveCount(0);
      startApp();
      await expect(searchBox(page)).toBeFocused();
      await expect(searchBox(page)).toHaveValue('tekton');
      await expect(hits(page).first()).toBeVisible();
      expect(await focusAsSearchShows()).toEqual(focusInTheField);
    });
  }

  test('Backspace edits the query typed after the shortcut', async ({page}) => {
    const startApp = await openBeforeTheApp(page, docPage);
    await page.keyboard.press('/');
    await page.keyboard.type('tekx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ton');
    startApp();
    await expect(searchBox(page)).toHaveValue('tekton');
  });

  test('Escape forgets the request', async ({page}) => {
    const startApp = await openBeforeTheApp(page, docPage);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('tekton');
    await page.keyboard.press('Escape');
    startApp();
    await waitForHydration(page);
    await settled(page);
    await expect(searchBox(page)).toHaveCount(0);
    // The shortcut works as usual, with nothing left over from before.
    await page.keyboard.press('/');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('/ typed into a text field stays in the field', async ({page}) => {
    // The search page's field has the focus as the page shows.
    const startApp = await openBeforeTheApp(page, '/search');
    const field = page.getByRole('searchbox', {name: 'Search'});
    await expect(field).toBeFocused();
    await page.keyboard.type('tekton/');
    await expect(field).toHaveValue('tekton/');
    startApp();
    await waitForHydration(page);
    await settled(page);
    // The page's own field alone: no search has opened.
    await expect(searchBox(page)).toHaveCount(1);
  });
});

test.describe('search shortcuts as the app starts', () => {
  for (const shortcut of shortcuts) {
    // Playwright cannot press a key at an exact moment of the page's start, so the page sends the
    // key event itself when Docusaurus first writes data-has-hydrated, just after React's
    // hydration commit and before that commit's effects run (neither the head script nor the
    // SearchBar's listener checks isTrusted). A keyboard hook alone loses it: it listens from
    // those effects on.
    test(`${shortcut} pressed as the page hydrates opens the search`, async ({page}) => {
      await page.addInitScript((keyName: string) => {
        const [modifier, key] = keyName.includes('+') ? keyName.split('+') : ['', keyName];
        const observer = new MutationObserver(() => {
          observer.disconnect();
          document.body.dispatchEvent(
            new KeyboardEvent('keydown', {
              key,
              ctrlKey: modifier === 'Control',
              metaKey: modifier === 'Meta',
              bubbles: true,
              cancelable: true,
            }),
          );
        });
        observer.observe(document, {
          subtree: true,
          attributes: true,
          attributeFilter: ['data-has-hydrated'],
        });
      }, shortcut);
      await page.goto(docPage);
      await expect(searchBox(page)).toBeFocused();
      await page.keyboard.type('tekton');
      await expect(searchBox(page)).toHaveValue('tekton');
      await expect(hits(page).first()).toBeVisible();
    });
  }
});

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
    const focusAsSearchShows = await recordFocusAsSearchShows(page);
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
    // No key is lost as the modal replaces the pending dialog.
    expect(await focusAsSearchShows()).toEqual(focusInTheField);
  });
});
