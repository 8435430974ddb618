import type {Locator, Page} from '@playwright/test';
import {test, expect, isPhone, openPhoneMenu, type ColorMode} from '../support/look';
import {openHydrated, reloadHydrated, settled} from '../../support/hydration';
import {darkCodeTheme, lightCodeTheme} from '../../../config/prismThemes';
import {computedRgb, luminance} from '../../support/contrast';

/** The colour-mode toggle: in the navbar, or at the top of the phone menu. */
async function toggleColourMode(page: Page, phone: boolean): Promise<void> {
  if (phone) await openPhoneMenu(page);
  await page
    .getByRole('button', {name: /Switch between dark and light mode/})
    .filter({visible: true})
    .click();
  if (phone) await page.getByRole('button', {name: 'Close navigation bar'}).click();
}

/**
 * Relative luminance (0 black, 1 white) of an element's fill, or of the background it shows: its own,
 * or that of the nearest ancestor with one, since a transparent element shows what lies under it.
 */
async function shownLuminance(
  locator: Locator,
  property: 'backgroundColor' | 'fill',
): Promise<number> {
  const colour = await locator.evaluate((element, name) => {
    let source: Element | null = element;
    while (
      name === 'backgroundColor' &&
      source &&
      /rgba\(.*, 0\)|transparent/.test(getComputedStyle(source).backgroundColor)
    ) {
      source = source.parentElement;
    }
    // Nothing painted all the way up: the reader sees the browser's white canvas.
    return source ? getComputedStyle(source)[name] : 'rgb(255, 255, 255)';
  }, property);
  return luminance(colour);
}

/** The colour the mode's code theme gives a token type, as the browser computes it ("rgb(r, g, b)"). */
function tokenColour(mode: ColorMode, type: string): string {
  const theme = mode === 'dark' ? darkCodeTheme : lightCodeTheme;
  const colour = theme.styles.find((entry) => entry.types.includes(type))?.style.color;
  if (!colour) throw new Error(`no colour for ${type} tokens`);
  return computedRgb(colour);
}

function expectFollowsMode(value: number, mode: ColorMode, what: string): void {
  if (mode === 'light') expect(value, `${what} is light`).toBeGreaterThan(0.5);
  else expect(value, `${what} is dark`).toBeLessThan(0.2);
}

test.describe('colour mode', () => {
  test('the stored mode applies from the first paint, and the toggle switches and persists', async ({
    page,
    colorMode,
    viewport,
  }) => {
    const phone = isPhone(viewport);
    await openHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', colorMode);
    const other = colorMode === 'light' ? 'dark' : 'light';
    await toggleColourMode(page, phone);
    await expect(html).toHaveAttribute('data-theme', other);
    await reloadHydrated(page);
    await expect(html).toHaveAttribute('data-theme', other);
    await openHydrated(page, '/docs/about-platform');
    await expect(html).toHaveAttribute('data-theme', other);
    await toggleColourMode(page, phone);
    await expect(html).toHaveAttribute('data-theme', colorMode);
  });

  test('a first visit without a stored choice is light', async ({browser, baseURL}) => {
    // An empty storage state: contexts made in a test inherit the project's, which may hold a choice.
    const fresh = await browser.newContext({
      baseURL,
      colorScheme: 'dark',
      storageState: {cookies: [], origins: []},
    });
    const page = await fresh.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await fresh.close();
  });

  test('the home page, code blocks and Mermaid diagrams follow the mode', async ({
    page,
    colorMode,
  }) => {
    await openHydrated(page, '/');
    const card = page
      .getByRole('region', {name: 'Everything a delivery platform needs'})
      .getByRole('listitem')
      .first()
      .getByRole('link');
    expectFollowsMode(
      await shownLuminance(card, 'backgroundColor'),
      colorMode,
      'a home feature card',
    );
    expectFollowsMode(
      await shownLuminance(page.locator('pre').first(), 'backgroundColor'),
      colorMode,
      'the install code block',
    );

    await openHydrated(page, '/docs/basic-concepts');
    // Diagrams are drawn as the reader nears them (src/theme/Mermaid/DiagramNearViewport.tsx).
    await page
      .getByRole('heading', {name: 'How the concepts fit together'})
      .scrollIntoViewIfNeeded();
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible();
    expectFollowsMode(
      await shownLuminance(diagram.locator('.node rect, .node polygon').first(), 'fill'),
      colorMode,
      'a Mermaid node',
    );
    await openHydrated(page, '/docs/quick-start/platform-installation');
    expectFollowsMode(
      await shownLuminance(page.getByRole('main').locator('pre').first(), 'backgroundColor'),
      colorMode,
      'a docs code block',
    );
    // The server draws code in the light theme; the dark one reaches the tokens once the page hydrates.
    await expect(page.getByRole('main').locator('pre .token.function').first()).toHaveCSS(
      'color',
      tokenColour(colorMode, 'function'),
    );
  });
});

test.describe('image zoom', () => {
  const diagram = (page: Page) =>
    page.getByRole('img', {name: /A pull request runs the review pipeline/});

  /** The zoom is attached once medium-zoom has loaded for the page; a click before that does nothing. */
  async function openZoom(page: Page): Promise<Locator> {
    await openHydrated(page, '/docs/about-platform');
    await diagram(page).scrollIntoViewIfNeeded();
    const zoomed = page.locator('.medium-zoom-image--opened');
    await expect(async () => {
      await diagram(page).click();
      await expect(zoomed).toBeVisible({timeout: 1000});
    }).toPass({timeout: 10_000});
    // medium-zoom ignores a close while its opening transition runs: wait until the image stops moving.
    let previous = '';
    await expect(async () => {
      const box = JSON.stringify(await zoomed.boundingBox());
      const settled = box === previous;
      previous = box;
      expect(settled).toBe(true);
    }).toPass({intervals: [100], timeout: 5000});
    return zoomed;
  }

  test('opens with a 24 px margin on a background that follows the mode', async ({
    page,
    colorMode,
  }) => {
    const zoomed = await openZoom(page);
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toHaveCSS(
      'background-color',
      colorMode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(27, 27, 29)',
    );
    // The image grows until it is 24 px from the nearest viewport edge.
    const box = (await zoomed.boundingBox())!;
    const viewport = page.viewportSize()!;
    const gaps = [
      box.x,
      box.y,
      viewport.width - box.x - box.width,
      viewport.height - box.y - box.height,
    ];
    expect(Math.min(...gaps)).toBeCloseTo(24, 0);
  });

  test('medium-zoom is fetched only by a page with an image to zoom', async ({page}) => {
    const zoomScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/image-zoom\.[\w]+\.js$/.test(request.url())) zoomScripts.push(request.url());
    });
    await openHydrated(page, '/docs/quick-start/integrate-github');
    await settled(page);
    expect(zoomScripts, 'a page without images').toEqual([]);
    await openZoom(page);
    expect(zoomScripts, 'a page with the diagram').toHaveLength(1);
  });

  test('closes on Escape', async ({page}) => {
    const zoomed = await openZoom(page);
    await page.keyboard.press('Escape');
    await expect(zoomed).toHaveCount(0);
  });

  test('stays open on a small scroll and closes after 40 px', async ({page}) => {
    const zoomed = await openZoom(page);
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 20);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore);
    // The scroll has been handled by the time the page settles.
    await settled(page);
    await expect(zoomed).toBeVisible();
    await page.mouse.wheel(0, 200);
    await expect(zoomed).toHaveCount(0);
  });
});
