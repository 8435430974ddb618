import type {Locator, Page} from '@playwright/test';
import {test, expect} from '../support/look';
import {openHydrated, settled} from '../../support/hydration';

// Pages of the docs version served at /docs (the latest release in a full build).
/** A guide with links inside and outside the site, and a code line far wider than the page. */
const guidePath = '/docs/operator-guide/ci/notification-msteams';
/** A page whose Mermaid diagram sits far below the first screen at every size. */
const diagramPath = '/docs/api/overview';

const printMedia = (page: Page) => page.emulateMedia({media: 'print'});

/** What surrounds the article on screen, none of which belongs on paper. */
function chrome(page: Page): Record<string, Locator> {
  return {
    navbar: page.getByRole('navigation', {name: 'Main'}),
    'announcement bar': page.getByText('KubeRocketCI stands with Ukraine'),
    sidebar: page.getByRole('navigation', {name: 'Docs sidebar'}),
    'table of contents': page.locator('.theme-doc-toc-desktop, .theme-doc-toc-mobile'),
    breadcrumbs: page.getByRole('navigation', {name: 'Breadcrumbs'}),
    'edit link': page.getByRole('link', {name: 'Edit this page'}),
    pagination: page.getByRole('navigation', {name: 'Docs pages'}),
    footer: page.getByRole('contentinfo'),
  };
}

/** The text after a link, from its `::after` address. */
function addressAfter(link: Locator): Promise<string> {
  return link.evaluate((element) => getComputedStyle(element, '::after').content);
}

/** Relative luminance of a computed CSS colour (`rgb(r, g, b)`). */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test.describe('a printed docs page', () => {
  test('has the article without the site around it or the page’s controls', async ({page}) => {
    await openHydrated(page, guidePath);
    const article = page.getByRole('main').getByRole('article');
    // A control a component marks for the screen only (the page tools use this mark).
    await article.evaluate((element) => {
      const control = document.createElement('button');
      control.textContent = 'Screen-only control';
      control.dataset.print = 'hide';
      element.prepend(control);
    });
    const screenOnly = page.getByRole('button', {name: 'Screen-only control'});
    const onScreen = [screenOnly];
    for (const [name, part] of Object.entries(chrome(page))) {
      if (await part.first().isVisible()) onScreen.push(part.first());
      else test.info().annotations.push({type: 'not on screen at this size', description: name});
    }
    expect(onScreen.length, 'the page shows its chrome on screen').toBeGreaterThanOrEqual(6);

    await printMedia(page);
    for (const part of onScreen) {
      await expect(part).toBeHidden();
    }
    await expect(article).toBeVisible();
    await expect(article.getByRole('heading', {level: 1})).toBeVisible();
    // The article fills the paper's width: nothing is kept free for the sidebar or the contents.
    const articleBox = await article.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(articleBox?.width ?? 0).toBeGreaterThan(width * 0.85);
  });

  test('shows each link’s address, with the site’s origin for its own pages', async ({page}) => {
    await openHydrated(page, guidePath);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const origin = new URL(canonical ?? '').origin;
    const article = page.getByRole('article');
    const internal = article.locator('a[href^="/docs/"]').first();
    const external = article.locator('a[href^="https://"]').first();
    const inPage = article.locator('a[href^="#"]').first();
    const internalHref = await internal.getAttribute('href');
    const externalHref = await external.getAttribute('href');
    expect(await addressAfter(internal)).toBe('none');

    await printMedia(page);
    expect(await addressAfter(internal)).toBe(`" (${origin}${internalHref})"`);
    expect(await addressAfter(external)).toBe(`" (${externalHref})"`);
    expect(await addressAfter(inPage)).toBe('none');
  });

  test('wraps a long code line instead of cutting it', async ({page}) => {
    await openHydrated(page, guidePath);
    const blocks = page.getByRole('article').locator('pre');
    // On screen the block with the longest line scrolls sideways.
    const widest = await blocks.evaluateAll((pres) =>
      pres.reduce(
        (best, pre, index) =>
          pre.scrollWidth - pre.clientWidth > best.overflow
            ? {index, overflow: pre.scrollWidth - pre.clientWidth}
            : best,
        {index: -1, overflow: 0},
      ),
    );
    expect(widest.overflow, 'a code block wider than the page on screen').toBeGreaterThan(100);
    const block = blocks.nth(widest.index);

    await printMedia(page);
    const lines = block.locator('code');
    const fits = await lines.evaluate((code) => code.scrollWidth <= code.clientWidth);
    expect(fits, 'no code line is wider than its box').toBe(true);
    const [blockBox, linesBox, articleBox] = await Promise.all([
      block.boundingBox(),
      lines.boundingBox(),
      page.getByRole('article').boundingBox(),
    ]);
    if (!blockBox || !linesBox || !articleBox) throw new Error('the code block is not laid out');
    // The lines lie inside the block, and the block inside the article.
    expect(linesBox.x + linesBox.width).toBeLessThanOrEqual(blockBox.x + blockBox.width + 1);
    expect(linesBox.y + linesBox.height).toBeLessThanOrEqual(blockBox.y + blockBox.height + 1);
    expect(blockBox.x + blockBox.width).toBeLessThanOrEqual(articleBox.x + articleBox.width + 1);
  });

  test('prints dark text on white in either colour mode', async ({page}) => {
    await openHydrated(page, guidePath);
    await printMedia(page);
    // The page's own text: the controls above it (hidden on paper) have paragraphs too.
    const paragraph = page.getByRole('article').locator('.markdown > p').first();
    const text = await paragraph.evaluate((element) => getComputedStyle(element).color);
    expect(luminance(text), `text colour ${text}`).toBeLessThan(0.05);
    const link = page.getByRole('article').locator('.markdown > p a').first();
    const linkColour = await link.evaluate((element) => getComputedStyle(element).color);
    expect(luminance(linkColour), `link colour ${linkColour}`).toBeLessThan(0.2);
  });
});

test.describe('a printed page with a diagram', () => {
  const diagram = (page: Page) =>
    page.getByRole('main').locator('.docusaurus-mermaid-container svg');

  test('draws the diagram for print media, though the reader never scrolled to it', async ({
    page,
  }) => {
    await openHydrated(page, diagramPath);
    await settled(page);
    const diagrams = await page.getByRole('main').locator('[data-diagram-pending]').count();
    expect(diagrams, 'diagrams waiting to be drawn').toBeGreaterThan(0);
    await expect(diagram(page)).toHaveCount(0);

    await printMedia(page);
    await expect(diagram(page)).toHaveCount(diagrams);
    for (const drawn of await diagram(page).all()) {
      await expect(drawn).toBeVisible();
      await expect(drawn.locator('.node').first()).toBeVisible();
    }
    // The PDF Chromium prints from the same layout.
    expect((await page.pdf()).byteLength).toBeGreaterThan(0);
  });

  test('draws the diagram when the page opens in print media', async ({page}) => {
    await printMedia(page);
    await openHydrated(page, diagramPath);
    await expect(diagram(page).first()).toBeVisible();
    await expect(page.getByRole('main').locator('[data-diagram-pending]')).toHaveCount(0);
  });

  test('Ctrl+P opens the print dialog once the diagram is drawn', async ({page}) => {
    // Records, instead of opening the dialog, whether every diagram was drawn when it was asked for.
    await page.addInitScript(() => {
      const record = window as unknown as {printedWithDiagrams?: boolean[]};
      record.printedWithDiagrams = [];
      window.print = () => {
        const boxes = Array.from(document.querySelectorAll('[data-diagram]'));
        record.printedWithDiagrams?.push(
          boxes.length > 0 && boxes.every((box) => box.querySelector('svg')),
        );
      };
    });
    await openHydrated(page, diagramPath);
    await settled(page);
    await expect(diagram(page)).toHaveCount(0);

    await page.keyboard.press('ControlOrMeta+P');
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as {printedWithDiagrams: boolean[]}).printedWithDiagrams,
        ),
      )
      .toEqual([true]);
  });
});
