import {test, expect} from '../support/look';
import {openHydrated} from '../../support/hydration';
import {features} from '../../../src/data/features';
import {quickInstall} from '../../../src/data/quickInstall';
import {blogPosts} from '../../support/content';

test.describe('home', () => {
  test('the hero names the product, its promise and the two ways in', async ({page}) => {
    await openHydrated(page, '/');
    const hero = page.getByRole('main').locator('header');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('KubeRocketCI');
    await expect(hero.getByText('Build Your Delivery Rocket', {exact: true})).toBeVisible();
    await expect(hero.getByText(/open-source CI\/CD platform for Kubernetes/)).toBeVisible();
    await expect(hero.getByRole('link', {name: 'Quick Start'})).toHaveAttribute(
      'href',
      '/docs/quick-start/quick-start-overview',
    );
    await hero.getByRole('link', {name: 'Getting Started'}).click();
    await expect(page).toHaveURL('/docs/about-platform');
  });

  test('each feature card leads to the page that explains it', async ({page}) => {
    await openHydrated(page, '/');
    const grid = page.getByRole('region', {name: 'Everything a delivery platform needs'});
    await expect(grid.getByRole('listitem')).toHaveCount(features.length);
    for (const feature of features) {
      await expect(grid.getByRole('link', {name: new RegExp(`^${feature.title}`)})).toHaveAttribute(
        'href',
        feature.to,
      );
    }
    const gitops = features.find((feature) => feature.icon === 'gitops')!;
    await grid.getByRole('link', {name: new RegExp(`^${gitops.title}`)}).click();
    await expect(page).toHaveURL(gitops.to);
    await expect(page.getByRole('heading', {name: 'GitOps with Argo CD'})).toBeInViewport();
  });

  test('the install band copies the pinned install commands', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await openHydrated(page, '/');
    const band = page.getByRole('region', {name: 'Install in minutes'});
    await expect(band.getByText(`Chart ${quickInstall.chartVersion}`)).toBeVisible();
    await band.locator('pre').hover();
    await band.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('helm repo add epamedp https://epam.github.io/edp-helm-charts/stable');
    expect(copied).toContain(
      `helm install krci epamedp/edp-install --version ${quickInstall.chartVersion}`,
    );
    await band.getByRole('link', {name: 'Follow the Quick Start'}).click();
    await expect(page).toHaveURL(quickInstall.guide);
  });

  test('the newest blog posts are listed newest first and lead to the posts', async ({page}) => {
    await openHydrated(page, '/');
    const latest = page.getByRole('region', {name: 'From the blog'});
    const posts = blogPosts();
    const titles = await latest.getByRole('heading', {level: 3}).allTextContents();
    expect(titles.length).toBe(Math.min(posts.length, 3));
    const dates = await latest
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    await latest.getByRole('link', {name: titles[0]!}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(titles[0]!);
  });
});
