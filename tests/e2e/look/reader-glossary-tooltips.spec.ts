import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import * as cheerio from 'cheerio';
import {test, expect} from '../support/look';
import {openHydrated} from '../../support/hydration';
import {glossaryInCode, testPagesUrl} from '../../support/testPagesSite';

// The pages of the docs version served at /docs (the latest release in a full build): a page that
// links the glossary, and that version's glossary.
const pagePath = '/docs/basic-concepts';
const glossaryPath = '/docs/glossary';
/** The paragraph of the page whose first link is the glossary's "custom resource" entry. */
const paragraphStart = 'Every concept below is backed by a Kubernetes';
const term = {name: 'custom resource', id: 'custom-resource'};

/** The rules of WCAG 2.1, levels A and AA. */
const wcag21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The first sentence of the entry's first paragraph, as the built glossary page shows it. */
async function definitionOnGlossaryPage(page: Page, id: string): Promise<string> {
  await openHydrated(page, `${glossaryPath}#${id}`);
  const paragraph = page.locator(`[id="${id}"] + p`);
  const text = (await paragraph.textContent()) ?? '';
  // The entry chosen has no full stop before the end of its first sentence.
  const [sentence = ''] = text.split(/(?<=\.)\s/);
  expect(sentence, `the first sentence of the glossary entry #${id}`).toMatch(/\w.*\.$/);
  return sentence;
}

function glossaryLink(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('link', {name: term.name, exact: true})
    .and(page.locator(`[href$="/glossary#${term.id}"]`))
    .first();
}

/** The tooltip a link names as its description. */
async function tooltipOf(page: Page, link: Locator): Promise<Locator> {
  const id = await link.getAttribute('aria-describedby');
  expect(id, 'the link names its tooltip in aria-describedby').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Focus moves to the link by the keyboard: Tab from the start of its paragraph. */
async function focusByKeyboard(page: Page, link: Locator): Promise<void> {
  // A click on the paragraph's text sets where Tab starts; the link is the paragraph's first.
  await page
    .getByRole('main')
    .getByText(paragraphStart)
    .click({position: {x: 2, y: 2}});
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
}

async function expectInViewport(page: Page, tooltip: Locator): Promise<void> {
  const box = await tooltip.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport, 'the tooltip is laid out').toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test.describe('a link to a glossary entry', () => {
  test('shows the entry’s first sentence while the pointer is on the link or the tooltip', async ({
    page,
  }) => {
    const definition = await definitionOnGlossaryPage(page, term.id);
    await openHydrated(page, pagePath);
    const link = glossaryLink(page);
    const tooltip = await tooltipOf(page, link);
    await expect(tooltip).toBeHidden();

    await link.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveRole('tooltip');
    await expect(tooltip).toHaveText(definition);
    await expect(link).toHaveAccessibleDescription(definition);
    await expectInViewport(page, tooltip);

    // The pointer crosses the gap from the link onto the tooltip, as a hand would move it.
    const target = await tooltip.boundingBox();
    if (!target) throw new Error('the tooltip has no box');
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, {steps: 12});
    await expect(tooltip).toBeVisible();

    // Elsewhere on the page it closes.
    await page.getByRole('heading', {level: 1}).hover();
    await expect(tooltip).toBeHidden();
  });

  test('shows it on keyboard focus, and Escape hides it without moving focus', async ({page}) => {
    const definition = await definitionOnGlossaryPage(page, term.id);
    await openHydrated(page, pagePath);
    const link = glossaryLink(page);
    const tooltip = await tooltipOf(page, link);

    await focusByKeyboard(page, link);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(definition);
    await expectInViewport(page, tooltip);

    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(link).toBeFocused();

    // The next link of the paragraph has its own.
    await page.keyboard.press('Tab');
    await expect(link).not.toBeFocused();
    const next = page.locator(':focus');
    await expect(await tooltipOf(page, next)).toBeVisible();
  });

  test('passes axe with its tooltip open', async ({page}) => {
    await openHydrated(page, pagePath);
    const link = glossaryLink(page);
    await link.hover();
    await expect(await tooltipOf(page, link)).toBeVisible();
    const {violations} = await new AxeBuilder({page}).withTags(wcag21AA).analyze();
    expect(
      violations.flatMap(({id, nodes}) => nodes.map((node) => `${id}: ${node.target.join(' ')}`)),
    ).toEqual([]);
  });

  test('is followed on a tap, at once', async ({page, isMobile}) => {
    test.skip(!isMobile, 'a tap needs a touch screen');
    await openHydrated(page, pagePath);
    await glossaryLink(page).tap();
    await expect(page).toHaveURL(new RegExp(`${glossaryPath}#${term.id}$`));
    await expect(page.getByRole('heading', {level: 1, name: 'Glossary'})).toBeVisible();
  });

  test('has no tooltip in the static HTML, which the search index reads', async ({
    page,
    request,
  }) => {
    const response = await request.get(pagePath);
    const $ = cheerio.load(await response.text());
    const link = $(`article a[href$="/glossary#${term.id}"]`).first();
    expect(link.length).toBe(1);
    expect($('[role="tooltip"]').length).toBe(0);
    // The page itself still gives every glossary link its tooltip once it runs.
    await openHydrated(page, pagePath);
    const links = page.getByRole('main').locator('a[href*="/glossary#"]');
    expect(await links.count()).toBeGreaterThan(1);
    for (const each of await links.all()) {
      await expect(each).toHaveAttribute('aria-describedby', /.+/);
    }
  });
});

test.describe('glossary links in code', () => {
  test.use({baseURL: testPagesUrl});

  test('are code: no tooltip', async ({page}) => {
    await openHydrated(page, glossaryInCode.route);
    const main = page.getByRole('main');
    // Fenced and inline code keep the Markdown as text.
    const codeWithSource = main.locator('code', {hasText: glossaryInCode.linkSource});
    await expect(codeWithSource).toHaveCount(2);
    for (const code of await codeWithSource.all()) {
      await expect(code.getByRole('link')).toHaveCount(0);
      await code.hover();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    }
    // A JSX <code> parses the Markdown into a link; it stays a plain one.
    const linkInCode = main.locator('code').getByRole('link', {name: 'codebase'});
    await expect(linkInCode).toHaveCount(1);
    await expect(linkInCode).not.toHaveAttribute('aria-describedby');
    await linkInCode.hover();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // The same link in prose has its definition.
    const linkInProse = main.locator('a[href$="/glossary#codebase"]:not(code a)');
    await linkInProse.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(linkInProse).toHaveAccessibleDescription(/^A codebase is/);
  });
});
