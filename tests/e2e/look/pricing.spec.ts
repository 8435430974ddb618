import {test, expect} from '../support/look';
import {openHydrated} from '../../support/hydration';
import {
  formatMonthlyPrice,
  pricingPlans,
  salesContact,
  serviceCategories,
} from '../../../src/data/pricing';

test.describe('pricing', () => {
  test('each plan shows its price, hours, term, features and action', async ({page}) => {
    await openHydrated(page, '/pricing');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Professional service pricing');
    for (const plan of pricingPlans) {
      const card = page.getByRole('article', {name: plan.name});
      await expect(card.getByText(formatMonthlyPrice(plan), {exact: true})).toBeVisible();
      if (plan.serviceHoursPerMonth !== undefined) {
        await expect(
          card.getByText(`${plan.serviceHoursPerMonth} professional service hours a month`),
        ).toBeVisible();
        await expect(card.getByText(`${plan.minimumTermMonths} months minimum term`)).toBeVisible();
      }
      for (const feature of plan.features) {
        await expect(card.getByRole('listitem').filter({hasText: feature})).toBeVisible();
      }
      const action = card.getByRole('link', {name: plan.action.label});
      await expect(action).toHaveAttribute('href', plan.action.href);
    }
  });

  test('paid plans are sold by mail; the free plan leads into the docs', async ({page}) => {
    await openHydrated(page, '/pricing');
    for (const plan of pricingPlans.filter(({monthlyPriceUsd}) => monthlyPriceUsd > 0)) {
      await expect(
        page.getByRole('article', {name: plan.name}).getByRole('link', {name: plan.action.label}),
      ).toHaveAttribute('href', salesContact);
    }
    const free = pricingPlans.find(({monthlyPriceUsd}) => monthlyPriceUsd === 0)!;
    await page
      .getByRole('article', {name: free.name})
      .getByRole('link', {name: free.action.label})
      .click();
    await expect(page).toHaveURL(free.action.href);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('the service table lists every service with its hours, grouped by category', async ({
    page,
  }) => {
    await openHydrated(page, '/pricing');
    const table = page.getByRole('table', {name: 'What the hours buy'});
    const services = serviceCategories.flatMap((category) => category.services);
    await expect(table.getByRole('row')).toHaveCount(services.length + 1);
    for (const category of serviceCategories) {
      await expect(table.getByRole('rowheader', {name: category.name})).toBeVisible();
    }
    const first = services[0]!;
    await expect(
      table.getByRole('row').filter({hasText: first.description}).getByRole('cell').last(),
    ).toHaveText(String(first.hours));
  });
});
