import type {Page} from '@playwright/test';
import {test, expect, isPhone, mainNav, openPhoneMenu} from '../support/look';
import {openHydrated, waitForHydration} from '../../support/hydration';
import {skipLinkPrefetching} from '../../support/prefetching';
import {searchBox, searchButton, searchModalLoadErrors, searchModalScript} from '../support/search';
import {crashPage, onlyInNewer, testPagesUrl} from '../../support/testPagesSite';

const routeChunks = '**/assets/js/*.js';

/** Follows the navbar's "Getting Started" link, from the phone menu where there is one. */
async function goToGettingStarted(page: Page, phone: boolean): Promise<void> {
  if (phone) await openPhoneMenu(page);
  await mainNav(page).getByRole('link', {name: 'Getting Started', exact: true}).click();
}

test.describe('crash', () => {
  test.use({expectedConsoleErrors: new RegExp(crashPage.message), baseURL: testPagesUrl});

  // Nothing that crashes ships in the build: the test-pages site has a page that throws while a
  // window flag is set, reached from a docs page by a client-side link.
  test('a page that throws shows "This page crashed." with the error and recovers with "Try again"', async ({
    page,
  }) => {
    await openHydrated(page, `/docs/${onlyInNewer.id}`);
    await page.evaluate((flag) => Object.assign(window, {[flag]: true}), crashPage.windowFlag);
    await page.getByRole('link', {name: 'page that crashes on purpose'}).click();

    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByText(crashPage.message)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.evaluate((flag) => Object.assign(window, {[flag]: false}), crashPage.windowFlag);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(crashPage.title);
  });
});

test.describe('route changes', () => {
  test('a slow route change shows the progress bar until the page arrives', async ({
    page,
    viewport,
  }) => {
    await openHydrated(page, '/');
    // The route's chunks are held until the bar has shown: as slow as the test needs, no slower.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(routeChunks, async (route) => {
      await released;
      await route.continue();
    });
    await goToGettingStarted(page, isPhone(viewport));
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('About KubeRocketCI');
    release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('About KubeRocketCI');
    await expect(bar).toHaveCount(0);
  });

  test.describe('when a route chunk fails to load', () => {
    test.use({expectedConsoleErrors: /ERR_FAILED|ChunkLoadError|Loading chunk/});

    test('the browser reloads the target page in full, which then works', async ({
      page,
      viewport,
    }) => {
      // Without prefetching and hover preloading, the route's code is first requested on the click.
      await skipLinkPrefetching(page);
      await openHydrated(page, '/');
      // Opening the phone menu may load code of its own: the failure is set up after it, so it
      // hits the chunk the click asks for.
      if (isPhone(viewport)) await openPhoneMenu(page);
      let aborted = 0;
      // Only the first chunk request fails: the network is back for the reload.
      await page.route(routeChunks, async (route) => {
        aborted += 1;
        await route.abort('failed');
        await page.unroute(routeChunks);
      });
      // The reload is a new document request for the page the reader was going to.
      const reload = page.waitForRequest(
        (request) =>
          request.isNavigationRequest() &&
          new URL(request.url()).pathname === '/docs/about-platform',
      );
      await page.evaluate(() => Object.assign(window, {__beforeReload: true}));
      await mainNav(page).getByRole('link', {name: 'Getting Started', exact: true}).click();
      await reload;
      expect(aborted).toBeGreaterThan(0);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => '__beforeReload' in window),
        'a new document, not the old one',
      ).toBe(false);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('About KubeRocketCI');
    });
  });
});

// In 3.9.2 production a route is loaded before it renders (and a failure reloads the page, above),
// so @theme/Loading shows where the site loads a component on demand: the DocSearch modal.
test.describe('loading the search modal', () => {
  const pendingDialog = (page: Page) => page.getByRole('dialog', {name: 'Search', exact: true});

  /** Records each state the search dialog goes through, in order, as the DOM changes. */
  async function recordDialogStates(page: Page): Promise<() => Promise<string[]>> {
    await page.evaluate(() => {
      const states: string[] = [];
      const stateOf = (dialog: Element | null) => {
        if (document.querySelector('.DocSearch-Modal')) return 'modal';
        if (!dialog) return 'closed';
        if (dialog.querySelector('[role="alert"]')) return 'error';
        if (dialog.querySelector('[role="status"]')) return 'spinner';
        return 'field';
      };
      new MutationObserver(() => {
        const state = stateOf(document.querySelector('[role="dialog"]'));
        if (states.at(-1) !== state) states.push(state);
      }).observe(document.body, {childList: true, subtree: true});
      Object.assign(window, {__searchDialogStates: states});
    });
    return () =>
      page.evaluate(() =>
        (window as unknown as {__searchDialogStates: string[]}).__searchDialogStates.filter(
          (state) => state !== 'closed',
        ),
      );
  }

  test('a slow load shows the search field, the spinner after the delay, then the modal', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/about-platform');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(searchModalScript, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    const dialogStates = await recordDialogStates(page);

    await searchButton(page).click();
    await expect(pendingDialog(page).getByRole('status', {name: 'Loading…'})).toBeVisible();
    await expect(pendingDialog(page).getByRole('searchbox', {name: 'Search'})).toBeFocused();
    expect(held, 'the modal script was held').toBe(1);
    release();

    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByRole('status', {name: 'Loading…'})).toHaveCount(0);
    // react-loadable renders nothing for its first 200 ms: a fast load never flashes a spinner.
    expect(await dialogStates()).toEqual(['field', 'spinner', 'modal']);
  });

  test.describe('when its script fails to load', () => {
    test.use({expectedConsoleErrors: searchModalLoadErrors});

    test('the error shows in a red box, and Retry brings the modal once the network is back', async ({
      page,
    }) => {
      await openHydrated(page, '/docs/about-platform');
      await page.route(searchModalScript, (route) => route.abort('internetdisconnected'));

      await searchButton(page).click();
      const failure = pendingDialog(page).getByRole('alert');
      await expect(failure).toContainText(
        /ChunkLoadError: Loading chunk \w+ failed[\s\S]*search-modal/,
      );
      // Infima's darkest danger red, under white text.
      await expect(failure).toHaveCSS('background-color', 'rgb(175, 39, 43)');
      await expect(failure).toHaveCSS('color', 'rgb(255, 255, 255)');

      await page.unroute(searchModalScript);
      await failure.getByRole('button', {name: 'Retry'}).click();
      await expect(searchBox(page)).toBeFocused();
      await searchBox(page).fill('Tekton');
      await expect(page.getByRole('option').first()).toBeVisible();
    });

    test('Escape and a click beside the dialog close it, and the button gets the focus back', async ({
      page,
      viewport,
    }) => {
      await openHydrated(page, '/docs/about-platform');
      await page.route(searchModalScript, (route) => route.abort('internetdisconnected'));

      await searchButton(page).click();
      await expect(pendingDialog(page).getByRole('alert')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(pendingDialog(page)).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();

      await searchButton(page).click();
      await expect(pendingDialog(page).getByRole('alert')).toBeVisible();
      // The backdrop's bottom-left corner, well below the dialog.
      await page.mouse.click(5, (viewport?.height ?? 720) - 5);
      await expect(pendingDialog(page)).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
    });
  });
});
