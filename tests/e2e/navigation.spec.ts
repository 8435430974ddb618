import {test, expect} from './support/console';
import type {Page} from '@playwright/test';

const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'});

test.describe('navbar', () => {
  const sections = [
    {label: 'Getting Started', url: '/docs/about-platform'},
    {label: 'Use Cases', url: '/docs/use-cases'},
    {label: 'FAQ', url: '/faq/general-questions'},
    {label: 'API Reference', url: '/docs/api/overview'},
  ];
  for (const {label, url} of sections) {
    test(`${label} leads to ${url}`, async ({page}) => {
      await page.goto('/');
      await mainNav(page).getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  }

  for (const {label, url} of [
    {label: 'Operator Guide', url: '/docs/operator-guide'},
    {label: 'User Guide', url: '/docs/user-guide'},
    {label: 'Developer Guide', url: '/docs/developer-guide'},
  ]) {
    test(`Guides > ${label} leads to ${url}`, async ({page}) => {
      await page.goto('/');
      await mainNav(page).getByRole('button', {name: 'Guides'}).hover();
      await mainNav(page).getByRole('link', {name: label}).click();
      await expect(page).toHaveURL(url);
    });
  }

  test('GitHub opens the repository in a new tab, safely', async ({page}) => {
    await page.goto('/');
    const github = mainNav(page).getByRole('link', {name: 'GitHub'});
    await expect(github).toHaveAttribute('href', 'https://github.com/KubeRocketCI/docs');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the colour-mode toggle switches to dark and back', async ({page}) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('docs version dropdown', () => {
  const choices = [
    {label: '3.13-dev', url: '/docs/next/operator-guide'},
    {label: '3.11', url: '/docs/3.11/operator-guide'},
    {label: '3.10', url: '/docs/3.10/operator-guide'},
  ];
  for (const {label, url} of choices) {
    test(`${label} leads to the same page in that version`, async ({page}) => {
      await page.goto('/docs/operator-guide');
      await mainNav(page).getByRole('button', {name: '3.12'}).hover();
      await mainNav(page).getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(url);
      await expect(mainNav(page).getByRole('button', {name: label})).toBeVisible();
    });
  }

  test('3.12 leads back to the latest docs at /docs', async ({page}) => {
    await page.goto('/docs/3.10/operator-guide');
    await mainNav(page).getByRole('button', {name: '3.10'}).hover();
    await mainNav(page).getByRole('link', {name: '3.12', exact: true}).click();
    await expect(page).toHaveURL('/docs/operator-guide');
  });

  test('the releases link comes after a separator and opens externally', async ({page}) => {
    await page.goto('/docs/about-platform');
    await mainNav(page).getByRole('button', {name: '3.12'}).hover();
    const menu = mainNav(page).getByRole('list').filter({has: page.getByRole('link', {name: 'Releases'})});
    await expect(menu.getByRole('separator')).toHaveCount(1);
    const releases = menu.getByRole('link', {name: 'Releases'});
    await expect(releases).toHaveAttribute('href', 'https://github.com/epam/edp-install/blob/master/RELEASES.md');
    await expect(releases).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('footer', () => {
  test('holds the main site link and the three link columns', async ({page}) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: 'Visit Main Site'})).toHaveAttribute('href', 'https://kuberocketci.io');
    for (const title of ['Readings', 'Our Community', 'Learn More']) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
    // Feed links open in a new tab, so their accessible names end with '(opens in new tab)'.
    const internal = {
      'What is KubeRocketCI': '/docs/about-platform',
      Blog: '/blog',
      'User Guide': '/docs/user-guide',
      'Developer Guide': '/docs/developer-guide',
      'API Reference': '/docs/api/overview',
      'Blog categories': '/blog/tags',
      'RSS feed': '/blog/rss.xml',
      'Atom feed': '/blog/atom.xml',
    };
    for (const [label, href] of Object.entries(internal)) {
      await expect(footer.getByRole('link', {name: new RegExp(`^${label}(\\(opens in new tab\\))?$`)})).toHaveAttribute(
        'href',
        href,
      );
    }
    for (const label of ['YouTube', 'Medium', 'KubeRocketCI on GitHub', 'Docker Hub']) {
      await expect(footer.getByRole('link', {name: label})).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('announcement bar', () => {
  test('links to the humanitarian cause and can be closed', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: 'stands with Ukraine'});
    await expect(bar.getByRole('link')).toHaveAttribute('href', /epamuafund/);
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
  });
});

test.describe('narrow screens', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the hamburger opens the menu with every section', async ({page}) => {
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // The desktop items are hidden at this width, so the links found are the menu's.
    const menu = mainNav(page);
    for (const label of ['Getting Started', 'Use Cases', 'FAQ', 'API Reference']) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(menu.getByRole('link', {name: /^GitHub/})).toBeVisible();
    await menu.getByRole('link', {name: 'Use Cases', exact: true}).click();
    await expect(page).toHaveURL('/docs/use-cases');
  });
});
