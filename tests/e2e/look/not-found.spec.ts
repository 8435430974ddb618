import {test, expect, isPhone, mainNav, openPhoneMenu} from '../support/look';
import {waitForHydration} from '../../support/hydration';
import {searchBox} from '../support/search';

// The browser logs the 404 response of the document itself: that is the point of these tests.
test.use({expectedConsoleErrors: /status of 404/});

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page inside the site layout', async ({
    page,
    viewport,
  }) => {
    const response = await page.goto('/docs/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (isPhone(viewport)) {
      await openPhoneMenu(page);
    }
    await expect(
      mainNav(page).getByRole('link', {name: 'Getting Started', exact: true}),
    ).toBeVisible();
  });

  test('an unknown blog path shows the not-found page too', async ({page}) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });

  test('its search form opens the search page with the reader’s words', async ({page}) => {
    await page.goto('/docs/this-page-does-not-exist');
    const form = page
      .getByRole('search')
      .filter({has: page.getByLabel('Search the documentation')});
    await form.getByLabel('Search the documentation').fill('tekton pipelines');
    await form.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL('/search?q=tekton+pipelines');
    await expect(searchBox(page)).toHaveValue('tekton pipelines');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('it lists the main sections, and each leads to its page', async ({page}) => {
    await page.goto('/no-such-section');
    const sections = page.getByRole('main').getByRole('list').filter({hasText: 'Operator Guide'});
    await expect(sections.getByRole('link')).toHaveCount(8);
    await sections.getByRole('link', {name: 'API Reference'}).click();
    await expect(page).toHaveURL('/docs/api/overview');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('"Report the broken link" opens an issue that names the missing path', async ({page}) => {
    await page.goto('/docs/no-such-page');
    await waitForHydration(page);
    const report = page.getByRole('link', {name: /^Report the broken link/});
    const href = await report.getAttribute('href');
    expect(href).toMatch(/^https:\/\/github\.com\/KubeRocketCI\/docs\/issues\/new\?/);
    expect(new URL(href!).searchParams.get('title')).toBe('Broken link: /docs/no-such-page');
  });
});
