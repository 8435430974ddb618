import {test, expect} from './support/console';
import {docPage, docsVersions, sidebarDocIds} from './support/content';

/** The sections a new reader meets first, and the reference: every page, in every version. */
const sections = ['quickStart', 'useCases', 'api'] as const;

for (const version of docsVersions) {
  for (const sidebar of sections) {
    test.describe(`${version.label}: ${sidebar}`, () => {
      for (const id of sidebarDocIds(version, sidebar)) {
        const {route, title, sidebarLabel} = docPage(version, id);
        test(`${route} has one h1 and is marked in the sidebar`, async ({page}) => {
          await page.goto(route);
          await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
          await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
          const current = page
            .getByRole('navigation', {name: 'Docs sidebar'})
            .locator('a[aria-current="page"]');
          await expect(current).toHaveCount(1);
          await expect(current).toHaveText(sidebarLabel);
          await expect(current).toHaveAttribute('href', route);
        });
      }
    });
  }
}
