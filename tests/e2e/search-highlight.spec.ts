import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect, type ColorMode} from './support/look';
import {docsVersions} from '../support/content';
import {openHydrated, waitForHydration} from '../support/hydration';
import {hitDestination, searchBox, searchButton} from './support/search';
import {highlightParam, highlightWordsOf} from '../../src/plugins/search/client/highlightParam';

// A reader who opens a search hit finds the words searched for marked in the page;
// the words leave the address once marked, and Escape or the next navigation clears them.

const marks = (page: Page) => page.locator('main article mark');

/** A hit link in the modal or on the search page: one that carries words to highlight. */
const wordsLinkSelector = `a[href*="${highlightParam}="]`;

async function searchInModal(page: Page, query: string): Promise<void> {
  await searchButton(page).click();
  await searchBox(page).fill(query);
  await expect(page.getByRole('option').first()).toBeVisible();
}

/** What a hit link promises: the page, the anchor, and the words. */
async function hitOf(link: Locator) {
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href, 'http://site');
  return {
    destination: hitDestination(href),
    anchor: decodeURIComponent(url.hash.slice(1)),
    words: highlightWordsOf(url.search),
  };
}

/** Every mark holds a word that starts with one of the words. */
async function expectMarked(page: Page, words: readonly string[]): Promise<void> {
  await expect(marks(page).first()).toBeVisible();
  const marked = await marks(page).allTextContents();
  for (const text of marked) {
    expect(
      words.some((word) => text.toLowerCase().startsWith(word)),
      `"${text}" is one of ${words.join(', ')}`,
    ).toBe(true);
  }
}

/** The prose of the article (diagrams left out: Mermaid numbers its SVG anew on each load). */
const proseText = (page: Page) =>
  page.locator('main article :is(h1, h2, h3, p, li, th, td):not(svg *)').allTextContents();

/** The article's prose as the page has it when opened without words. */
async function unmarkedProseText(page: Page, path: string): Promise<string[]> {
  const other = await page.context().newPage();
  await openHydrated(other, path);
  const text = await proseText(other);
  await other.close();
  return text;
}

test.describe('search words highlighted in the page a hit opens', () => {
  test('a hit opened with a click: its words marked, the address without them, its heading in view; Escape clears the marks', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/about-platform');
    await searchInModal(page, 'tekton pipelines');
    const link = page.getByRole('option').locator(`${wordsLinkSelector}[href*="#"]`).first();
    const {destination, anchor, words} = await hitOf(link);
    expect(words).toContain('tekton');
    await link.click();
    await expectMarked(page, words);
    await expect(page).toHaveURL(destination);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    // No link on the page brings the words back, the version menu's included (it keeps `?query#hash`).
    await expect(page.locator(wordsLinkSelector)).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(marks(page)).toHaveCount(0);
    expect(await proseText(page)).toEqual(await unmarkedProseText(page, destination));
  });

  test('a hit opened with Enter is marked too, and the next navigation clears the marks', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/about-platform');
    await searchInModal(page, 'tekton pipelines');
    const {destination, words} = await hitOf(
      page.getByRole('option', {selected: true}).getByRole('link'),
    );
    await page.keyboard.press('Enter');
    await expectMarked(page, words);
    await expect(page).toHaveURL(destination);

    // A link to a heading of the same page: the article stays, the marks go.
    await page.locator('.theme-doc-toc-desktop').getByRole('link').last().click();
    await expect(marks(page)).toHaveCount(0);
  });

  test('Escape that closes the search leaves the marks', async ({page}) => {
    await openHydrated(page, '/docs/operator-guide/install-tekton?highlight=tekton');
    await expectMarked(page, ['tekton']);
    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveCount(0);
    await expectMarked(page, ['tekton']);
  });

  test('a recent search opened later marks its words again', async ({page}) => {
    await openHydrated(page, '/docs/about-platform');
    await searchInModal(page, 'argo cd');
    const link = page.getByRole('option').locator(wordsLinkSelector).first();
    const {destination, words} = await hitOf(link);
    await link.click();
    await expectMarked(page, words);
    await openHydrated(page, '/docs/about-platform');
    await searchButton(page).click();
    const recent = page.getByRole('option').locator(wordsLinkSelector).first();
    expect((await hitOf(recent)).destination).toBe(destination);
    await recent.click();
    await expectMarked(page, words);
    await expect(page).toHaveURL(destination);
  });

  test("the search page's result links mark their words", async ({page}) => {
    await openHydrated(page, '/search?q=tekton+pipelines');
    const link = page.locator(`main ${wordsLinkSelector}`).first();
    const {destination, words} = await hitOf(link);
    expect(words).toContain('tekton');
    await link.click();
    await expectMarked(page, words);
    await expect(page).toHaveURL(destination);
  });

  test('words the page lacks, markup included, leave the page as it was', async ({page}) => {
    // cspell:ignore qwxzyv (a word no page has)
    const anchor = 'what-you-install';
    const path = '/docs/quick-start/platform-installation';
    await openHydrated(
      page,
      `${path}?${new URLSearchParams({[highlightParam]: 'qwxzyv <img src=x onerror="window.__highlightXss=1">'}).toString()}#${anchor}`,
    );
    await expect(page).toHaveURL(`${path}#${anchor}`);
    await expect(marks(page)).toHaveCount(0);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as {__highlightXss?: number}).__highlightXss),
    ).toBeUndefined();
    expect(await proseText(page)).toEqual(await unmarkedProseText(page, path));
  });

  test('tabs on a marked page still switch, and show the marks in their panels', async ({page}) => {
    // The next version's quick start has the tabs (Keycloak sign-in), at /docs/next in a full build.
    const next = docsVersions.find(({name}) => name === 'next')!;
    await openHydrated(
      page,
      `${next.routeBase}/quick-start/platform-installation?highlight=kubelet+association#step-4-let-the-kubernetes-api-server-trust-keycloak`,
    );
    const kubelet = marks(page)
      .filter({hasText: /^kubelet$/i})
      .first();
    const association = marks(page)
      .filter({hasText: /^association$/i})
      .first();
    await expect(kubelet).toBeVisible();
    await expect(association).toBeHidden();
    await page.getByRole('tab', {name: 'Amazon EKS'}).click();
    await expect(association).toBeVisible();
    await expect(kubelet).toBeHidden();
    await page.getByRole('tab', {name: 'Control plane you manage'}).click();
    await expect(kubelet).toBeVisible();
  });

  test('a folded section on a marked page still opens and closes', async ({page}) => {
    await openHydrated(page, '/blog/advanced-eks-management-oidc-keycloak?highlight=membership');
    const summary = page.getByText('Doing the same in the Keycloak admin console');
    const mark = page
      .getByRole('group')
      .filter({has: summary})
      .locator('mark')
      .filter({hasText: /^membership$/i});
    await expect(mark).toBeHidden();
    await summary.click();
    await expect(mark).toBeVisible();
    await summary.click();
    await expect(mark).toBeHidden();
  });
});

for (const colorMode of ['light', 'dark'] as const satisfies readonly ColorMode[]) {
  test.describe(`a marked page in ${colorMode} mode`, () => {
    test.use({colorMode});

    test('passes axe (WCAG 2.1 A and AA)', async ({page}) => {
      await page.goto('/docs/operator-guide/install-tekton?highlight=tekton+pipelines');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
      await expectMarked(page, ['tekton', 'pipelines']);
      const {violations} = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        violations.map(
          ({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  });
}
