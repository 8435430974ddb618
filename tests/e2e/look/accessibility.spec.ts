import AxeBuilder from '@axe-core/playwright';
import type {Page, Route} from '@playwright/test';
import {test, expect, type ColorMode} from '../support/look';
import {blogAuthors, blogPosts, blogTags} from '../../support/content';
import {waitForHydration} from '../../support/hydration';
import {searchButton, searchModalLoadErrors, searchModalScript} from '../support/search';

/** The rules of WCAG 2.1, levels A and AA (axe tags each rule with the levels it belongs to). */
const wcag21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Template = {
  readonly template: string;
  readonly path: string;
  /** Waits for content the page renders after hydration. */
  readonly ready?: (page: Page) => Promise<void>;
};

const [firstPost] = blogPosts();
const [firstTag] = Object.values(blogTags());
const [firstAuthorKey] = Object.keys(blogAuthors());
if (!firstPost || !firstTag || !firstAuthorKey) {
  throw new Error('the blog needs a post, a tag and an author for the accessibility checks');
}

/** One page of each template the site renders. */
const templates: readonly Template[] = [
  {template: 'home', path: '/'},
  {template: 'doc', path: '/docs/about-platform'},
  {template: 'version start page', path: '/docs/3.11'},
  {template: 'FAQ', path: '/faq/general-questions'},
  {template: 'blog list', path: '/blog'},
  {template: 'blog post', path: firstPost.route},
  {template: 'tags', path: '/blog/tags'},
  {template: 'tag', path: `/blog/tags${firstTag.permalink}`},
  {template: 'authors', path: '/blog/authors'},
  {template: 'author', path: `/blog/authors/${firstAuthorKey}`},
  {template: 'archive', path: '/blog/archive'},
  {template: 'pricing', path: '/pricing'},
  {
    template: 'search',
    // Its first results hold more sections of one page than it shows: the page's button is checked too.
    path: '/search?q=sonarcloud',
    ready: (page) =>
      expect(page.getByRole('button', {name: /more sections/}).first()).toBeVisible(),
  },
];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
/** What axe records for its colour checks: text on background, or a link against the text around it. */
type ColourData = {
  fgColor?: string;
  bgColor?: string;
  nodeColor?: string;
  parentColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  requiredContrastRatio?: number;
};

function describeColours(data: ColourData | undefined): string {
  if (data?.fgColor && data.bgColor) {
    return ` | ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}`;
  }
  if (data?.nodeColor && data.parentColor) {
    return ` | link ${data.nodeColor} beside text ${data.parentColor} = ${data.contrastRatio}:1, needs ${data.requiredContrastRatio}:1 or an underline`;
  }
  return '';
}

/**
 * One line per offending element: rule id, help text, selector, and for the
 * colour rules the colours and ratios, so the failure says what to change.
 */
function describeViolations(violations: readonly Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const data = [...node.any, ...node.all, ...node.none].find((check) => check.data)?.data as
        ColourData | undefined;
      return `${violation.id} (${violation.impact}): ${violation.help} | ${node.target.join(' ')}${describeColours(data)}`;
    }),
  );
}

/** Opens a page in the project's colour mode (the reader's stored choice, see support/look.ts). */
async function openInColorMode(page: Page, path: string, mode: ColorMode): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

async function expectNoViolations(page: Page): Promise<void> {
  const {violations} = await new AxeBuilder({page}).withTags(wcag21AA).analyze();
  expect(describeViolations(violations), 'WCAG 2.1 A/AA violations').toEqual([]);
}

// Each look project runs these in its own size and colour mode.
test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const {template, path, ready} of templates) {
    test(`${template} ${path}`, async ({page, colorMode}) => {
      await openInColorMode(page, path, colorMode);
      await ready?.(page);
      await expectNoViolations(page);
    });
  }

  test.describe('not found', () => {
    // The 404 answer for the document itself is logged by the browser, by design.
    test.use({
      expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/,
    });
    test('an unknown path', async ({page, colorMode}) => {
      await openInColorMode(page, '/docs/accessibility-no-such-page', colorMode);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expectNoViolations(page);
    });
  });

  test.describe('the search dialog while the modal loads', () => {
    test.use({expectedConsoleErrors: searchModalLoadErrors});
    const states = [
      // A script that never arrives keeps the spinner up.
      {state: 'spinner', network: () => new Promise<void>(() => {}), shows: 'status'},
      {
        state: 'failure',
        network: (route: Route) => route.abort('internetdisconnected'),
        shows: 'alert',
      },
    ] as const;
    for (const {state, network, shows} of states) {
      test(state, async ({page, colorMode}) => {
        await openInColorMode(page, '/docs/about-platform', colorMode);
        await page.route(searchModalScript, network);
        await searchButton(page).click();
        await expect(page.getByRole('dialog', {name: 'Search'}).getByRole(shows)).toBeVisible();
        await expectNoViolations(page);
      });
    }
  });
});
