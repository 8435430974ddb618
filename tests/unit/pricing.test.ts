import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  formatMonthlyPrice,
  pricingPlans,
  salesContact,
  serviceCategories,
} from '../../src/data/pricing';
import {unresolvedRoute} from '../support/siteSources';

const paidPlans = pricingPlans.filter((plan) => plan.monthlyPriceUsd > 0);

describe('pricing plans', () => {
  test('plans have names of their own and are listed cheapest first', () => {
    const names = pricingPlans.map((plan) => plan.name);
    assert.equal(new Set(names).size, names.length, names.join(', '));
    const prices = pricingPlans.map((plan) => plan.monthlyPriceUsd);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
  });

  test('the first plan is free and has no service hours or term', () => {
    const [openSource] = pricingPlans;
    assert.equal(openSource?.monthlyPriceUsd, 0);
    assert.equal(openSource?.serviceHoursPerMonth, undefined);
    assert.equal(openSource?.minimumTermMonths, undefined);
    assert.equal(openSource && formatMonthlyPrice(openSource), 'Free');
  });

  test('every paid plan has a monthly price, whole service hours and a minimum term', () => {
    assert.ok(paidPlans.length > 0, 'at least one paid plan');
    for (const plan of paidPlans) {
      assert.ok(
        Number.isInteger(plan.serviceHoursPerMonth) && plan.serviceHoursPerMonth! > 0,
        plan.name,
      );
      assert.ok(Number.isInteger(plan.minimumTermMonths) && plan.minimumTermMonths! > 0, plan.name);
    }
    const hours = paidPlans.map((plan) => plan.serviceHoursPerMonth!);
    assert.deepEqual(
      hours,
      [...hours].sort((a, b) => a - b),
      'a dearer plan buys more hours',
    );
  });

  test('prices are shown in whole US dollars, with thousands separated', () => {
    for (const plan of paidPlans) {
      assert.ok(Number.isInteger(plan.monthlyPriceUsd), plan.name);
      assert.match(formatMonthlyPrice(plan), /^\$\d{1,3}(,\d{3})*$/, plan.name);
      assert.equal(
        Number(formatMonthlyPrice(plan).replace(/[$,]/g, '')),
        plan.monthlyPriceUsd,
        plan.name,
      );
    }
  });

  test('every plan lists features and ends in an action that works', () => {
    for (const plan of pricingPlans) {
      assert.ok(plan.features.length > 0, `${plan.name} has features`);
      assert.ok(plan.action.label.trim().length > 0, `${plan.name} has an action label`);
      const {href} = plan.action;
      if (href.startsWith('mailto:')) {
        assert.equal(href, salesContact);
      } else {
        assert.equal(unresolvedRoute(href), undefined, `${plan.name}: ${href}`);
      }
    }
  });

  test('exactly one plan is marked as the one most teams start with', () => {
    assert.equal(pricingPlans.filter((plan) => plan.recommended).length, 1);
  });
});

describe('service catalogue', () => {
  test('every category lists services with whole, positive hours', () => {
    assert.ok(serviceCategories.length > 0);
    for (const category of serviceCategories) {
      assert.ok(category.services.length > 0, category.name);
      for (const service of category.services) {
        assert.ok(Number.isInteger(service.hours) && service.hours > 0, service.description);
      }
    }
  });

  test('no service is listed twice', () => {
    const descriptions = serviceCategories.flatMap((category) =>
      category.services.map((s) => s.description),
    );
    assert.equal(new Set(descriptions).size, descriptions.length);
  });
});
