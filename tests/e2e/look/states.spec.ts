import type {Page, Route} from '@playwright/test';
import {test, expect, isPhone, mainNav, openPhoneMenu} from '../support/look';
import {openHydrated} from '../support/search';

const routeChunks = '**/assets/js/*.js';

/** Follows the navbar's "Getting Started" link, from the phone menu where there is one. */
async function goToGettingStarted(page: Page, phone: boolean): Promise<void> {
  if (phone) await openPhoneMenu(page);
  await mainNav(page).getByRole('link', {name: 'Getting Started', exact: true}).click();
}

test.describe('crash', () => {
  test.use({expectedConsoleErrors: /Injected crash for the test/});

  // Nothing that crashes ships in the build: the test rewrites the page's content chunk on its way
  // to the browser so that its MDX component throws while a window flag is set.
  test('a page that throws shows "This page crashed." with the error and recovers with "Try again"', async ({
    page,
    viewport,
  }) => {
    await openHydrated(page, '/');
    let rewritten = 0;
    await page.route(routeChunks, async (route: Route) => {
      // A chunk request the page drops (a prefetch, say) disposes of its response: let it go.
      const fetched = await route
        .fetch()
        .then(async (response) => ({response, body: await response.text()}))
        .catch(() => undefined);
      if (!fetched) return route.continue().catch(() => undefined);
      const {response, body} = fetched;
      if (!body.includes('What KubeRocketCI is')) return route.fulfill({response, body});
      const crashing = body.replace(
        /\.\.\.(\w+)\.components\}/,
        (_, props: string) =>
          `...${props}.components,...(()=>{if(window.__krciCrash)throw Error("Injected crash for the test")})()}`,
      );
      rewritten += crashing === body ? 0 : 1;
      return route.fulfill({response, body: crashing});
    });
    await page.evaluate(() => Object.assign(window, {__krciCrash: true}));
    await goToGettingStarted(page, isPhone(viewport));

    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    expect(rewritten, 'the content chunk of the page was found and rewritten').toBe(1);
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByText('Injected crash for the test')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.evaluate(() => Object.assign(window, {__krciCrash: false}));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('About KubeRocketCI');
  });
});

test.describe('route changes', () => {
  test('a slow route change shows the progress bar until the page arrives', async ({
    page,
    viewport,
  }) => {
    await openHydrated(page, '/');
    await page.route(routeChunks, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await goToGettingStarted(page, isPhone(viewport));
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('About KubeRocketCI', {
      timeout: 15_000,
    });
    await expect(bar).toHaveCount(0);
  });

  test.describe('when a route chunk fails to load', () => {
    test.use({expectedConsoleErrors: /ERR_FAILED|ChunkLoadError|Loading chunk/});

    test('the browser reloads the target page in full, which then works', async ({
      page,
      viewport,
    }) => {
      await openHydrated(page, '/');
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
      await goToGettingStarted(page, isPhone(viewport));
      await reload;
      expect(aborted).toBeGreaterThan(0);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      expect(
        await page.evaluate(() => '__beforeReload' in window),
        'a new document, not the old one',
      ).toBe(false);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('About KubeRocketCI');
    });
  });
});
