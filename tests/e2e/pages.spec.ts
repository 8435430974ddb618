import type {Page} from '@playwright/test';
import {test, expect} from './support/console';
import {mainNav} from './support/look';
import {blogAuthors, blogPosts, blogTags, docsVersions, versionStartPage} from '../support/content';

/** Each page shows exactly one h1, and it is the expected title. */
async function expectSingleHeading(page: Page, title: string) {
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
}

test.describe('version start pages', () => {
  for (const version of docsVersions) {
    const {route, title} = versionStartPage(version);
    test(`${route} answers 200 with the ${version.label} start page`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expectSingleHeading(page, title);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      await expect(mainNav(page).getByRole('button', {name: version.label})).toBeVisible();
      // Its links lead into its own version: the API Reference, say.
      await expect(
        page.getByRole('main').getByRole('link', {name: 'API Reference', exact: true}),
      ).toHaveAttribute('href', `${version.routeBase}/api/overview`);
    });
  }
});

const developmentLabel = docsVersions.find(({status}) => status === 'development')?.label;

test.describe('version banners', () => {
  test('next is marked unreleased', async ({page}) => {
    await page.goto('/docs/next/about-platform');
    await expect(
      page.getByText(
        `This is unreleased documentation for KubeRocketCI ${developmentLabel} version.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', {name: 'latest version'})).toHaveAttribute(
      'href',
      '/docs/about-platform',
    );
  });

  for (const {name, label, routeBase} of docsVersions.filter(
    ({status}) => status === 'supported',
  )) {
    test(`${name} is marked as an earlier, supported release`, async ({page}) => {
      await page.goto(`${routeBase}/about-platform`);
      await expect(
        page.getByText(
          `This is documentation for KubeRocketCI ${label}, an earlier release line that is still supported with patch releases.`,
        ),
      ).toBeVisible();
    });
  }

  test('the latest release has no banner', async ({page}) => {
    await page.goto('/docs/about-platform');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(
      page.getByText(/unreleased documentation|still supported with patch releases/),
    ).toHaveCount(0);
  });
});

// Each page's h1, title, description and sidebar entry are checked by the crawl (crawl.spec.ts).

test.describe('blog', () => {
  test('the blog lists every post, newest first', async ({page}) => {
    const posts = blogPosts();
    await page.goto('/blog');
    const headings = page.getByRole('main').getByRole('heading', {level: 2});
    await expect(headings).toHaveCount(posts.length);
    for (const post of posts) {
      await expect(
        page.getByRole('main').getByRole('link', {name: post.title, exact: true}),
      ).toHaveAttribute('href', post.route);
    }
  });

  test('a post links the recent posts beside it', async ({page}) => {
    const [newest] = blogPosts();
    await page.goto(newest!.route);
    await expect(
      page.getByRole('navigation', {name: 'Blog recent posts navigation'}),
    ).toBeVisible();
  });

  test('the archive lists every post', async ({page}) => {
    await page.goto('/blog/archive');
    await expectSingleHeading(page, 'Archive');
    // Archive entries read "<month day> - <title>".
    for (const post of blogPosts()) {
      await expect(page.getByRole('link', {name: ` - ${post.title}`})).toHaveAttribute(
        'href',
        post.route,
      );
    }
  });

  test('every author has a page', async ({page}) => {
    const authors = Object.entries(blogAuthors());
    await page.goto('/blog/authors');
    await expectSingleHeading(page, 'Authors');
    for (const [key, author] of authors) {
      expect(author.page, `${key} has page: true`).toBe(true);
      await page.goto(`/blog/authors/${key}`);
      await expect(page.getByRole('heading', {level: 1})).toContainText(author.name);
    }
  });

  test('the tags page lists every tag', async ({page}) => {
    const tags = Object.values(blogTags());
    expect(tags.length, 'blog/tags.yml lists the tags').toBeGreaterThan(0);
    await page.goto('/blog/tags');
    await expectSingleHeading(page, 'Tags');
    for (const tag of tags) {
      await expect(
        page.getByRole('main').getByRole('link', {name: new RegExp(`^${tag.label}`)}),
      ).toHaveAttribute('href', `/blog/tags${tag.permalink}`);
    }
  });
});
