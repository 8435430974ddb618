import {test, expect} from './support/console';
import {hostedSearchEnv} from '../support/hosted-search-env.mjs';
import {openHydrated} from '../support/hydration';
import {answerThirdPartyScripts, tagManagerScript} from './support/thirdPartyScripts';

test.describe('consent and tag manager (hosted build)', () => {
  test.beforeEach(({page}) => answerThirdPartyScripts(page));

  for (const path of ['/', '/docs/about-platform', '/blog']) {
    test(`${path}: the consent script comes first in the head, then the tag manager`, async ({
      page,
    }) => {
      await openHydrated(page, path);
      const ids = await page
        .locator('head script[id]')
        .evaluateAll((scripts) => scripts.map((script) => script.id));
      expect(
        ids.filter((id) => ['consent-manager', 'tag-manager-init', 'tag-manager'].includes(id)),
      ).toEqual(['consent-manager', 'tag-manager-init', 'tag-manager']);
      await expect(page.locator('head script#consent-manager')).toHaveAttribute(
        'src',
        hostedSearchEnv.CONSENT_SCRIPT_URL,
      );
      await expect(page.locator('head script#tag-manager')).toHaveAttribute(
        'src',
        tagManagerScript,
      );
      // The consent manager runs before the tag manager, and the data layer opens with the start event.
      await expect
        .poll(() => page.evaluate(() => (window as {__thirdPartyRuns?: string[]}).__thirdPartyRuns))
        .toEqual(['consent', 'tag-manager']);
      const firstEvent = await page.evaluate(
        () => (window as {dataLayer?: {event?: string}[]}).dataLayer?.[0]?.event,
      );
      expect(firstEvent).toBe('gtm.js');
    });
  }
});
