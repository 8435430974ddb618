import {test, expect, type Page} from '@playwright/test';
import {waitForHydration} from '../support/hydration';

/**
 * The page template (config/ssrTemplate.ts) preloads the site's scripts and
 * adds them once the first contentful paint is reported, so that the page is
 * painted before React and the theme start.
 */

const docPage = '/docs/quick-start/integrate-github';
const siteScript = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/** Records when each script element with a src enters the document, in the page's clock. */
async function recordScriptInsertions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const inserted: {src: string; at: number}[] = [];
    (window as unknown as {insertedScripts: typeof inserted}).insertedScripts = inserted;
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLScriptElement && node.src) {
            inserted.push({src: node.src, at: performance.now()});
          }
        });
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

async function insertedSiteScripts(page: Page): Promise<{src: string; at: number}[]> {
  const inserted = await page.evaluate(
    () => (window as unknown as {insertedScripts: {src: string; at: number}[]}).insertedScripts,
  );
  return inserted.filter(({src}) => siteScript.test(new URL(src).pathname));
}

test('the HTML preloads the site scripts at low priority instead of running them from the head', async ({
  request,
}) => {
  const html = await (await request.get(docPage)).text();
  expect(html).not.toMatch(/<script[^>]+src=[^>]*defer/);
  const preloads = [
    ...html.matchAll(/<link rel=preload as=script fetchpriority=low href=(\S+?) ?\/?>/g),
  ];
  expect(preloads.map(([, href]) => href)).toEqual([
    expect.stringMatching(/runtime~main/),
    expect.stringMatching(/\/main\./),
  ]);
});

test('the page is painted before its scripts run, and then hydrates', async ({page}) => {
  await recordScriptInsertions(page);
  await page.goto(docPage);
  await waitForHydration(page);
  const firstContentfulPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  );
  expect(firstContentfulPaint).toBeDefined();
  const scripts = await insertedSiteScripts(page);
  // The runtime first: main.js needs it.
  expect(scripts.map(({src}) => new URL(src).pathname.split('.')[0])).toEqual([
    '/assets/js/runtime~main',
    '/assets/js/main',
  ]);
  for (const {src, at} of scripts) {
    expect(at, `${src} enters the page after the first contentful paint`).toBeGreaterThanOrEqual(
      firstContentfulPaint!,
    );
  }
});

test('a browser without paint timing runs the scripts after its next frame', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {get: () => []});
  });
  await recordScriptInsertions(page);
  await page.goto(docPage);
  await waitForHydration(page);
  // Well before the three-second fallback, which only a page that never paints waits for.
  for (const {at} of await insertedSiteScripts(page)) {
    expect(at).toBeLessThan(3000);
  }
});

test('a page whose first paint is never reported still hydrates, after three seconds', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Paint timing that is listed as supported but never calls back.
    class SilentObserver {
      static readonly supportedEntryTypes = ['paint'];
      observe(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'PerformanceObserver', {value: SilentObserver});
  });
  await recordScriptInsertions(page);
  await page.goto(docPage);
  // The scripts wait 3 s for the paint that never comes; loading and hydrating then take the usual time.
  await waitForHydration(page, 3000 + 5000);
  const scripts = await insertedSiteScripts(page);
  expect(scripts).toHaveLength(2);
  for (const {at} of scripts) {
    expect(at).toBeGreaterThanOrEqual(3000);
  }
});
