import {test, expect} from '../support/look';
import {openHydrated, settled} from '../../support/hydration';

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
