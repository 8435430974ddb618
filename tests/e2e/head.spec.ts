import type {Page} from '@playwright/test';
import {test, expect} from './support/console';
import {blogPosts} from '../support/content';

const site = 'https://docs.kuberocketci.io';

const meta = (page: Page, key: string) =>
  page.locator(`head meta[name="${key}"], head meta[property="${key}"]`);

/**
 * The JSON-LD objects of the page's head, by @type, once each of `types` is there: while the page
 * hydrates, the head manager takes its blocks out and puts them back a few frames later.
 */
async function structuredData(
  page: Page,
  ...types: string[]
): Promise<Record<string, Record<string, unknown>>> {
  let data: Record<string, Record<string, unknown>> = {};
  await expect
    .poll(
      async () => {
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        data = Object.fromEntries(
          blocks
            .map((text) => JSON.parse(text) as Record<string, unknown>)
            .map((block) => [String(block['@type']), block]),
        );
        return types.filter((type) => !(type in data));
      },
      {message: 'JSON-LD types missing from the head'},
    )
    .toEqual([]);
  return data;
}

test.describe('head metadata', () => {
  test('a doc page has its own title, description, canonical URL, Open Graph and Twitter cards', async ({
    page,
  }) => {
    await page.goto('/docs/basic-concepts');
    await expect(page).toHaveTitle('Basic Concepts | KubeRocketCI');
    const description = await meta(page, 'description').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    await expect(meta(page, 'og:description')).toHaveAttribute('content', description!);
    await expect(meta(page, 'og:title')).toHaveAttribute(
      'content',
      'Basic Concepts | KubeRocketCI',
    );
    await expect(meta(page, 'og:url')).toHaveAttribute('content', `${site}/docs/basic-concepts`);
    await expect(meta(page, 'og:image')).toHaveAttribute(
      'content',
      `${site}/img/kuberocketci-social-card.jpg`,
    );
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta(page, 'twitter:image')).toHaveAttribute(
      'content',
      `${site}/img/kuberocketci-social-card.jpg`,
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site}/docs/basic-concepts`,
    );
  });

  for (const version of ['3.11', '3.10', 'next']) {
    test(`a ${version} page names the latest release's copy as canonical`, async ({page}) => {
      await page.goto(`/docs/${version}/about-platform`);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site}/docs/about-platform`,
      );
      await expect(meta(page, 'og:url')).toHaveAttribute(
        'content',
        `${site}/docs/${version}/about-platform`,
      );
    });
  }

  test('docs pages carry TechArticle and BreadcrumbList structured data', async ({page}) => {
    await page.goto('/docs/3.11/quick-start/platform-installation');
    const data = await structuredData(page, 'TechArticle', 'BreadcrumbList');
    expect(data.TechArticle).toMatchObject({
      '@context': 'https://schema.org',
      headline: await page.getByRole('heading', {level: 1}).textContent(),
      url: `${site}/docs/3.11/quick-start/platform-installation`,
      version: '3.11',
      inLanguage: 'en',
      publisher: {'@type': 'Organization', name: 'KubeRocketCI'},
    });
    expect(String(data.TechArticle?.dateModified)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.BreadcrumbList?.itemListElement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({'@type': 'ListItem', name: 'Install KubeRocketCI'}),
      ]),
    );
  });

  test('the home page describes the site with a SearchAction on /search?q=', async ({page}) => {
    await page.goto('/');
    const {WebSite: website} = await structuredData(page, 'WebSite');
    expect(website).toMatchObject({'@type': 'WebSite', name: 'KubeRocketCI', url: `${site}/`});
    const action = website?.potentialAction as {
      target: {urlTemplate: string};
      'query-input': string;
    };
    expect(action.target.urlTemplate).toBe(`${site}/search?q={search_term_string}`);
    expect(action['query-input']).toBe('required name=search_term_string');
    // The SearchAction's page answers such a URL.
    await page.goto('/search?q=argo');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/Argo CD/, {
      timeout: 15_000,
    });
  });

  test('a blog post has its own title and BlogPosting data', async ({page}) => {
    const [post] = blogPosts();
    await page.goto(post!.route);
    await expect(page).toHaveTitle(`${post!.title} | KubeRocketCI`);
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article');
    const data = await structuredData(page, 'BlogPosting');
    expect(data.BlogPosting).toMatchObject({headline: post!.title});
  });

  test('a default build has no consent or tag-manager script', async ({page}) => {
    await page.goto('/');
    await expect(
      page.locator('script#consent-manager, script#tag-manager, script#tag-manager-init'),
    ).toHaveCount(0);
  });
});
