import {test, expect} from '@playwright/test';

// The plain Playwright test: the 404 response itself is logged to the console by design.
test('an unknown path shows the not-found page inside the site layout', async ({page}) => {
  const response = await page.goto('/docs/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an unknown blog path shows the not-found page too', async ({page}) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
