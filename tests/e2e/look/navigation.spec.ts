import {test, expect, isPhone, mainNav, openPhoneMenu} from '../support/look';
import {openHydrated, reloadHydrated} from '../../support/hydration';

test.describe('every page', () => {
  test('the first Tab reaches "Skip to main content", which moves focus past the navbar', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/about-platform');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The link moves the focus start to the main content, so the next Tab lands in the page, past the navbar.
    await page.keyboard.press('Tab');
    const landedIn = await page.evaluate(() => ({
      main: Boolean(document.activeElement?.closest('main')),
      navbar: Boolean(document.activeElement?.closest('nav.navbar')),
    }));
    expect(landedIn).toEqual({main: true, navbar: false});
  });

  test('closing the announcement bar lasts across reloads and pages', async ({page}) => {
    await openHydrated(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'stands with Ukraine'});
    const cause = bar.getByRole('link', {name: /humanitarian relief fund/});
    await expect(cause).toHaveAttribute('href', /epamuafund/);
    await expect(cause).toHaveAttribute('rel', 'noopener noreferrer');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
      'true',
    );
    await reloadHydrated(page);
    await expect(page.getByText('stands with Ukraine')).toBeHidden();
    await openHydrated(page, '/docs/about-platform');
    await expect(page.getByText('stands with Ukraine')).toBeHidden();
  });

  test('every link that opens a new tab does so safely', async ({page}) => {
    for (const path of ['/', '/docs/about-platform', '/blog']) {
      await openHydrated(page, path);
      const safety = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('rel')}`),
        );
      expect(safety.length).toBeGreaterThan(0);
      for (const rel of safety) expect(rel).toMatch(/ noopener noreferrer$/);
    }
  });

  test('the footer holds the main site link and the three link columns', async ({page}) => {
    await openHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: /^Visit Main Site/})).toHaveAttribute(
      'href',
      'https://kuberocketci.io',
    );
    for (const title of ['Readings', 'Our Community', 'Learn More']) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
    // External and feed links open in a new tab, so their accessible names end with '(opens in new tab)'.
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
      await expect(
        footer.getByRole('link', {name: new RegExp(`^${label}(\\(opens in new tab\\))?$`)}),
      ).toHaveAttribute('href', href);
    }
    for (const label of ['YouTube', 'Medium', 'KubeRocketCI on GitHub', 'Docker Hub']) {
      await expect(footer.getByRole('link', {name: new RegExp(`^${label}`)})).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
    }
  });
});

test.describe('desktop navbar', () => {
  test.skip(({viewport}) => isPhone(viewport), 'the phone menu has its own tests');

  for (const {label, url} of [
    {label: 'Getting Started', url: '/docs/about-platform'},
    {label: 'Use Cases', url: '/docs/use-cases'},
    {label: 'FAQ', url: '/faq/general-questions'},
    {label: 'API Reference', url: '/docs/api/overview'},
  ]) {
    test(`${label} leads to ${url}`, async ({page}) => {
      await openHydrated(page, '/');
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
      await openHydrated(page, '/');
      await mainNav(page).getByRole('button', {name: 'Guides'}).hover();
      await mainNav(page).getByRole('link', {name: label}).click();
      await expect(page).toHaveURL(url);
    });
  }

  test('GitHub opens the repository in a new tab, safely', async ({page}) => {
    await openHydrated(page, '/');
    const github = mainNav(page).getByRole('link', {name: /^GitHub/});
    await expect(github).toHaveAttribute('href', 'https://github.com/KubeRocketCI/docs');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a dropdown opened from the keyboard closes on an outside click and when focus leaves it', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const guides = mainNav(page).getByRole('button', {name: 'Guides'});
    const menu = mainNav(page)
      .locator('.dropdown')
      .filter({has: page.getByRole('button', {name: 'Guides'})});
    await guides.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveClass(/dropdown--show/);
    await page.getByRole('heading', {level: 1}).click();
    await expect(menu).not.toHaveClass(/dropdown--show/);

    await guides.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveClass(/dropdown--show/);
    // The menu fades in; its links join the tab order only once they are visible.
    await expect(menu.getByRole('link', {name: 'Developer Guide'})).toBeVisible();
    // Tab through the three guides and on to the next navbar item.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', {name: 'Use Cases', exact: true})).toBeFocused();
    await expect(menu).not.toHaveClass(/dropdown--show/);
  });
});

test.describe('docs version', () => {
  test.skip(({viewport}) => isPhone(viewport), 'the phone menu test picks a version too');

  for (const {label, url} of [
    {label: '3.13-dev', url: '/docs/next/operator-guide'},
    {label: '3.11', url: '/docs/3.11/operator-guide'},
    {label: '3.10', url: '/docs/3.10/operator-guide'},
  ]) {
    test(`${label} leads to the same page in that version`, async ({page}) => {
      await openHydrated(page, '/docs/operator-guide');
      await mainNav(page).getByRole('button', {name: '3.12'}).hover();
      await mainNav(page).getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(url);
      await expect(mainNav(page).getByRole('button', {name: label})).toBeVisible();
    });
  }

  test('3.12 leads back to the latest docs at /docs', async ({page}) => {
    await openHydrated(page, '/docs/3.10/operator-guide');
    await mainNav(page).getByRole('button', {name: '3.10'}).hover();
    await mainNav(page).getByRole('link', {name: '3.12', exact: true}).click();
    await expect(page).toHaveURL('/docs/operator-guide');
  });

  test('the chosen version is remembered: navbar links lead into it after a reload', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/about-platform');
    await mainNav(page).getByRole('button', {name: '3.12'}).hover();
    await mainNav(page).getByRole('link', {name: '3.11', exact: true}).click();
    await expect(page).toHaveURL('/docs/3.11/about-platform');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
      '3.11',
    );
    await openHydrated(page, '/');
    await mainNav(page).getByRole('link', {name: 'Use Cases', exact: true}).click();
    await expect(page).toHaveURL('/docs/3.11/use-cases');
  });

  test('on a page that every version has, no version is marked as lacking it', async ({page}) => {
    await openHydrated(page, '/docs/operator-guide');
    await mainNav(page).getByRole('button', {name: '3.12'}).hover();
    const menu = mainNav(page).locator('.dropdown__menu').filter({hasText: '3.13-dev'});
    await expect(menu.getByRole('link', {name: '3.11', exact: true})).toBeVisible();
    await expect(menu.getByText('page not in this version')).toHaveCount(0);
  });

  test('the releases link comes after a separator and opens externally', async ({page}) => {
    await openHydrated(page, '/docs/about-platform');
    await mainNav(page).getByRole('button', {name: '3.12'}).hover();
    const menu = mainNav(page)
      .getByRole('list')
      .filter({has: page.getByRole('link', {name: /^Releases/})});
    await expect(menu.getByRole('separator')).toHaveCount(1);
    const releases = menu.getByRole('link', {name: /^Releases/});
    await expect(releases).toHaveAttribute(
      'href',
      'https://github.com/epam/edp-install/blob/master/RELEASES.md',
    );
    await expect(releases).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('phone menu', () => {
  test.skip(({viewport}) => !isPhone(viewport), 'the desktop navbar has no hamburger');

  test('the hamburger opens the menu with every section', async ({page}) => {
    await openHydrated(page, '/');
    await openPhoneMenu(page);
    const menu = mainNav(page);
    for (const label of ['Getting Started', 'Use Cases', 'FAQ', 'API Reference']) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(menu.getByRole('link', {name: /^GitHub/})).toBeVisible();
    await menu.getByRole('link', {name: 'Use Cases', exact: true}).click();
    await expect(page).toHaveURL('/docs/use-cases');
  });

  test('inside the docs the menu shows the sidebar, and "Back to main menu" returns to the sections', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/quick-start/quick-start-overview');
    await openPhoneMenu(page);
    const back = page.getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await expect(
      page.locator('.navbar-sidebar').getByRole('link', {name: 'Glossary', exact: true}),
    ).toBeVisible();
    await back.click();
    await expect(mainNav(page).getByRole('link', {name: 'Use Cases', exact: true})).toBeVisible();
  });

  test('the closed menu lies wholly off screen, so its links do not prefetch their pages on load', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/quick-start/integrate-github');
    // Docusaurus prefetches a link's page when an IntersectionObserver reports the link as
    // intersecting, which includes an edge that only touches the viewport.
    const touching = await page.evaluate(async () => {
      const links = Array.from(document.querySelectorAll('.navbar-sidebar a[href]'));
      const entries = await new Promise<IntersectionObserverEntry[]>((resolve) => {
        const observer = new IntersectionObserver((reported) => {
          observer.disconnect();
          resolve(reported);
        });
        links.forEach((link) => observer.observe(link));
      });
      return {
        links: links.length,
        touching: entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => entry.target.getAttribute('href')),
      };
    });
    expect(touching.links, 'links in the closed menu').toBeGreaterThan(10);
    expect(touching.touching).toEqual([]);
  });

  test('the menu closes when the window grows past 996 px', async ({page}) => {
    await openHydrated(page, '/docs/about-platform');
    await openPhoneMenu(page);
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('a version picked in the menu is remembered, and the menu closes', async ({page}) => {
    await openHydrated(page, '/docs/about-platform');
    await openPhoneMenu(page);
    await page.getByRole('button', {name: '← Back to main menu'}).click();
    // The phone menu lists the versions under an expanded "Versions" item, none of them marked
    // as lacking the page: every version has it.
    await expect(mainNav(page).getByRole('button', {name: 'Versions'})).toBeVisible();
    await expect(mainNav(page).getByText('page not in this version')).toHaveCount(0);
    await mainNav(page).getByRole('link', {name: '3.10', exact: true}).click();
    await expect(page).toHaveURL('/docs/3.10/about-platform');
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await reloadHydrated(page);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
      '3.10',
    );
  });
});
