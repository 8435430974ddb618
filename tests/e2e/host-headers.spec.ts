import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './support/console';
import {waitForHydration} from '../support/hydration';
import {buildDirectory} from '../support/builtPages';
import {headersForPath, parseHeadersFile} from '../support/hostHeaders';
import {searchBox} from './support/search';

// The site as Netlify or Cloudflare Pages serve it: every response of the test server gets the
// headers that `_headers` gives its path, the policy with frame-ancestors, nosniff, the
// cross-origin opener policy and the rest, on top of each page's <meta>. The pages must work
// under both (the console fixture fails on any violation or console error), and no other site
// may frame them.

const blocks = parseHeadersFile(readFileSync(path.join(buildDirectory, '_headers'), 'utf8'));

test.describe("the site served with _headers' headers (Netlify, Cloudflare Pages)", () => {
  test.beforeEach(async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== origin) return route.continue();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {...response.headers(), ...headersForPath(blocks, url.pathname)},
      });
    });
  });

  test('a page with a diagram and code draws, and the search answers', async ({page}) => {
    const response = await page.goto('/docs/use-cases/custom-pipelines-flow');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await waitForHydration(page);
    const diagram = page.locator('[data-diagram]').first();
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.locator('svg')).toBeVisible();
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('tekton');
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test.describe('a page of another site that frames one of ours', () => {
    // The browser says so in the console, by design.
    test.use({expectedConsoleErrors: /frame-ancestors 'none'/});

    test("shows the browser's error in the frame, not the page (frame-ancestors, which a <meta> cannot carry)", async ({
      page,
      baseURL,
    }) => {
      const framed = page.waitForResponse(`${baseURL}/docs/about-platform`);
      await page.setContent(
        `<iframe src="${baseURL}/docs/about-platform" title="framed"></iframe>`,
      );
      expect((await framed).headers()['content-security-policy']).toContain(
        "frame-ancestors 'none'",
      );
      await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
    });
  });
});
