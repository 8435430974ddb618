import {test, expect} from '../support/look';
import {openHydrated, settled} from '../../support/hydration';

/** The diagram's own code (src/theme/Mermaid), which only pages with a diagram load. */
const diagramCode = /\/assets\/js\/diagram\.[0-9a-f]+\.js$/;

test('a diagram below the fold is drawn when the reader scrolls to it, not before', async ({
  page,
}) => {
  // The post's diagram sits below the first screen at every size the look projects use.
  await openHydrated(page, '/blog/oidc-microsoft-entra-amazon-eks');
  // The diagram waits as a placeholder; once the page has settled, its observer has had its say.
  await expect(page.getByRole('main').locator('[data-diagram-pending]')).toHaveCount(1);
  await settled(page);
  const diagram = page.getByRole('main').locator('.docusaurus-mermaid-container svg');
  await expect(diagram).toHaveCount(0);

  // The first heading after the diagram: scrolling it into view brings the diagram along.
  await page.getByRole('heading', {name: 'Prerequisites'}).scrollIntoViewIfNeeded();
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('.node').first()).toBeVisible();
});

test('only a page with a diagram loads the diagram code', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openHydrated(page, '/docs/quick-start/integrate-github');
  await settled(page);
  expect(scripts.filter((url) => diagramCode.test(url))).toEqual([]);

  await openHydrated(page, '/blog/oidc-microsoft-entra-amazon-eks');
  await expect.poll(() => scripts.filter((url) => diagramCode.test(url))).toHaveLength(1);
});

test.describe('when the diagram code cannot load', () => {
  test.use({expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED|diagram/});

  test('the diagram says so and the page stays', async ({page}) => {
    await page.route(diagramCode, (route) => route.abort('internetdisconnected'));
    await openHydrated(page, '/blog/oidc-microsoft-entra-amazon-eks');
    await expect(page.getByRole('alert')).toHaveText(
      'The diagram could not be loaded. Check your connection and reload the page.',
    );
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Prerequisites'})).toBeVisible();
  });
});
