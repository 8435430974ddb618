import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect} from '../support/look';
import {openHydrated, reloadHydrated, settled} from '../../support/hydration';
import {latestDocsPage, pageToolPages, siteUrl} from '../support/pageToolPages';
import {requestsToOtherSites} from '../support/thirdPartyScripts';

/** The rules of WCAG 2.1, levels A and AA. */
const wcag21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const feedback = (page: Page) => page.getByRole('group', {name: 'Was this page helpful?'});
const yes = (page: Page) => feedback(page).getByRole('button', {name: 'Yes'});
const no = (page: Page) => feedback(page).getByRole('button', {name: 'No'});
const missingField = (page: Page) => page.getByRole('textbox', {name: 'What was missing?'});
const issueLink = (page: Page) => page.getByRole('link', {name: /^Open an issue about this page/});

/** Scrolls to the end of the page, as a reader who gets there: the question loads as they near it. */
async function reachFeedback(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(feedback(page)).toBeVisible();
}

/** The question's own code, which a page loads only when the reader nears its end. */
const feedbackCode = /\/assets\/js\/page-feedback\.[0-9a-f]+\.js$/;

test.describe('Was this page helpful?', () => {
  test('Yes thanks the reader, survives a reload, belongs to its page, and can be changed or taken back', async ({
    page,
  }) => {
    await openHydrated(page, latestDocsPage.route);
    await reachFeedback(page);
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(no(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(missingField(page)).toHaveCount(0);

    await yes(page).click();
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({hasText: 'Thank you!'})).toBeVisible();
    await expect(missingField(page)).toHaveCount(0);

    await reloadHydrated(page);
    await reachFeedback(page);
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(no(page)).toHaveAttribute('aria-pressed', 'false');

    // The next page, reached inside the app, has an answer of its own.
    await page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link').last().click();
    await expect(page).not.toHaveURL(latestDocsPage.route);
    await reachFeedback(page);
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'false');
    await page.goBack();
    await reachFeedback(page);
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'true');

    await no(page).click();
    await expect(no(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(missingField(page)).toBeVisible();
    await no(page).click();
    await expect(no(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(missingField(page)).toHaveCount(0);
    await reloadHydrated(page);
    await reachFeedback(page);
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(no(page)).toHaveAttribute('aria-pressed', 'false');
  });

  for (const {kind, route, title, versionLabel} of pageToolPages) {
    test(`${kind}: No, by keyboard, opens an issue with the page's title, URL and version and the reader's words`, async ({
      page,
    }) => {
      await openHydrated(page, route);
      await reachFeedback(page);
      await yes(page).focus();
      await page.keyboard.press('Tab');
      await expect(no(page)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(no(page)).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Tab');
      await expect(missingField(page)).toBeFocused();
      await page.keyboard.type('A values file for an air-gapped cluster.');
      await page.keyboard.press('Tab');
      await expect(issueLink(page)).toBeFocused();
      await expect(issueLink(page)).toHaveAttribute('target', '_blank');

      const issue = new URL((await issueLink(page).getAttribute('href'))!);
      expect(`${issue.origin}${issue.pathname}`).toBe(
        'https://github.com/KubeRocketCI/docs/issues/new',
      );
      expect(issue.searchParams.get('title')).toBe(`Page feedback: ${title}`);
      const body = issue.searchParams.get('body');
      expect(body).toContain(`Page: ${siteUrl}${route}\n`);
      expect(body).toContain(`Docs version: ${versionLabel}\n`);
      expect(body).toContain('A values file for an air-gapped cluster.');

      await reloadHydrated(page);
      await reachFeedback(page);
      await expect(no(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(missingField(page)).toBeVisible();
    });
  }

  test('answers stay in the browser: no data layer event, no request to another site', async ({
    page,
    baseURL,
  }) => {
    const elsewhere = requestsToOtherSites(page, baseURL!);
    await openHydrated(page, latestDocsPage.route);
    await reachFeedback(page);
    await yes(page).click();
    await no(page).click();
    await missingField(page).fill('Something');
    await settled(page);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(elsewhere).toEqual([]);
  });

  test('is accessible with the field open (axe, WCAG 2.1 A and AA)', async ({page}) => {
    await openHydrated(page, latestDocsPage.route);
    await reachFeedback(page);
    await no(page).click();
    await missingField(page).fill('An example');
    const {violations} = await new AxeBuilder({page}).withTags(wcag21AA).analyze();
    expect(
      violations.flatMap(({id, nodes}) => nodes.map((node) => `${id}: ${node.target.join(' ')}`)),
    ).toEqual([]);
  });

  test('loads as the reader nears the end of the page, and moves nothing below it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (feedbackCode.test(request.url())) scripts.push(request.url());
    });
    // A long page, whose end is well below the first screen at every size.
    await openHydrated(page, '/docs/quick-start/integrate-github');
    await settled(page);
    expect(scripts).toEqual([]);
    await expect(feedback(page)).toHaveCount(0);

    // What follows the question keeps its place when the question arrives.
    const pagination = page.getByRole('navigation', {name: 'Docs pages'});
    await pagination.scrollIntoViewIfNeeded();
    // Its place in the page, not on the screen (the browser may scroll to keep it in view).
    const placeInPage = () =>
      pagination.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await placeInPage();
    await expect(feedback(page)).toBeVisible();
    expect(scripts).toHaveLength(1);
    // Within a pixel: fonts round line heights.
    expect(Math.abs((await placeInPage()) - before)).toBeLessThanOrEqual(1);
  });
});
