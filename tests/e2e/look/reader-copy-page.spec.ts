import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {test, expect} from '../support/look';
import {openHydrated, settled} from '../../support/hydration';
import {markdownTwinPath} from '../../../src/plugins/markdown-twins/twinPath';
import {latestDocsPage, pageToolPages, siteUrl} from '../support/pageToolPages';
import {requestsToOtherSites} from '../support/thirdPartyScripts';

/** The rules of WCAG 2.1, levels A and AA. */
const wcag21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page as Markdown'});
const moreButton = (page: Page) => page.getByRole('button', {name: 'More page actions'});
const viewLink = (page: Page) => page.getByRole('link', {name: /^View as Markdown/});
const chatGptLink = (page: Page) => page.getByRole('link', {name: /^Open in ChatGPT/});
const claudeLink = (page: Page) => page.getByRole('link', {name: /^Open in Claude/});
const copyMessage = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({hasText: text});

/** The twin's text, as the site serves it. */
async function twinText(page: Page, route: string): Promise<string> {
  const response = await page.request.get(markdownTwinPath(route));
  expect(response.ok(), `${markdownTwinPath(route)} answers`).toBe(true);
  expect(response.headers()['content-type']).not.toContain('text/html');
  return response.text();
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('Copy page', () => {
  test.beforeEach(({context}) => context.grantPermissions(['clipboard-read', 'clipboard-write']));

  for (const {kind, route} of pageToolPages) {
    test(`${kind}: copies the page's Markdown, and links the Markdown and two assistants`, async ({
      page,
    }) => {
      const markdown = await twinText(page, route);
      await openHydrated(page, route);
      await copyButton(page).click();
      await expect(copyMessage(page, 'Copied')).toHaveText('Copied the page as Markdown.');
      expect(await clipboardText(page)).toBe(markdown);

      await moreButton(page).click();
      await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true');
      const twinPath = markdownTwinPath(route);
      await expect(viewLink(page)).toHaveAttribute('href', twinPath);
      const twinUrl = `${siteUrl}${twinPath}`;
      for (const [link, address] of [
        [chatGptLink(page), 'https://chatgpt.com/'],
        [claudeLink(page), 'https://claude.ai/new'],
      ] as const) {
        const href = new URL((await link.getAttribute('href'))!);
        expect(`${href.origin}${href.pathname}`).toBe(address);
        expect(href.searchParams.get('q')).toContain(twinUrl);
      }
      for (const link of [viewLink(page), chatGptLink(page), claudeLink(page)]) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    });
  }

  test('works from the keyboard: Enter copies, the menu opens, Escape closes it and returns focus', async ({
    page,
  }) => {
    const markdown = await twinText(page, latestDocsPage.route);
    await openHydrated(page, latestDocsPage.route);
    await copyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(copyMessage(page, 'Copied')).toBeVisible();
    expect(await clipboardText(page)).toBe(markdown);

    await page.keyboard.press('Tab');
    await expect(moreButton(page)).toBeFocused();
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(viewLink(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(chatGptLink(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chatGptLink(page)).toHaveCount(0);
    await expect(moreButton(page)).toBeFocused();
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');

    // Tabbing on past the last link leaves the menu, which closes behind the reader.
    await page.keyboard.press('Space');
    for (const link of [viewLink(page), chatGptLink(page), claudeLink(page)]) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(claudeLink(page)).toHaveCount(0);
  });

  test('a click elsewhere closes the menu, and nothing is sent to another site before a click on a link', async ({
    page,
    baseURL,
  }) => {
    const elsewhere = requestsToOtherSites(page, baseURL!);
    await openHydrated(page, latestDocsPage.route);
    await moreButton(page).click();
    await expect(claudeLink(page)).toBeVisible();
    await settled(page);
    expect(elsewhere).toEqual([]);
    // The title's first letters: the open menu covers the rest of it on a phone.
    await page.getByRole('heading', {level: 1}).click({position: {x: 2, y: 2}});
    await expect(claudeLink(page)).toHaveCount(0);
    await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('sits beside the page title in the page’s own HTML, inside the screen', async ({
    page,
    viewport,
  }) => {
    // Rendered with the page, not after it loads: nothing moves when the control appears.
    const html = load(await (await page.request.get(latestDocsPage.route)).text());
    const buttons = html('article button')
      .map((_, button) => html(button).text())
      .get();
    expect(buttons).toContain('Copy page as Markdown');

    await openHydrated(page, latestDocsPage.route);
    const control = (await copyButton(page).boundingBox())!;
    const more = (await moreButton(page).boundingBox())!;
    const title = (await page.getByRole('heading', {level: 1}).boundingBox())!;
    expect(control.y).toBeLessThan(title.y + title.height);
    expect(control.y + control.height).toBeGreaterThan(title.y);
    expect(more.x + more.width).toBeLessThanOrEqual(viewport!.width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scrolling',
    ).toBeLessThanOrEqual(viewport!.width);
  });

  test('is accessible with the menu open and after a copy (axe, WCAG 2.1 A and AA)', async ({
    page,
  }) => {
    await openHydrated(page, latestDocsPage.route);
    await copyButton(page).click();
    await expect(copyMessage(page, 'Copied')).toBeVisible();
    await moreButton(page).click();
    await expect(claudeLink(page)).toBeVisible();
    const {violations} = await new AxeBuilder({page}).withTags(wcag21AA).analyze();
    expect(
      violations.flatMap(({id, nodes}) => nodes.map((node) => `${id}: ${node.target.join(' ')}`)),
    ).toEqual([]);
  });

  test.describe('when the copy fails', () => {
    // The missing twin's 404 is logged by the browser: that is the case under test.
    test.use({expectedConsoleErrors: /status of 404/});

    test('a missing Markdown page says so', async ({page}) => {
      await page.route(`**${markdownTwinPath(latestDocsPage.route)}`, (route) =>
        route.fulfill({status: 404, contentType: 'text/html', body: '<!doctype html><h1>404</h1>'}),
      );
      await openHydrated(page, latestDocsPage.route);
      await copyButton(page).click();
      await expect(copyMessage(page, 'Could not copy')).toHaveText(
        /the Markdown version of this page did not load/,
      );
      // Escape (or a click elsewhere) takes the message away.
      await page.keyboard.press('Escape');
      await expect(copyMessage(page, 'Could not copy')).toHaveCount(0);
    });

    test('a clipboard the browser refuses says so, and points to the Markdown', async ({page}) => {
      await page.addInitScript(() => {
        const refuse = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
        navigator.clipboard.write = refuse;
        navigator.clipboard.writeText = refuse;
      });
      await openHydrated(page, latestDocsPage.route);
      await copyButton(page).click();
      await expect(copyMessage(page, 'Could not copy')).toHaveText(
        /did not allow access to the clipboard.*View as Markdown/,
      );
    });
  });
});
