import type {Page} from '@playwright/test';
import {hostedSearchEnv} from '../../support/hosted-search-env.mjs';
import {tagManagerOrigin} from '../../../config/headTags';

export const tagManagerScript = `${tagManagerOrigin}/gtm.js?id=${hostedSearchEnv.TAG_MANAGER_ID}`;

/**
 * Serves the hosted build's consent and tag-manager scripts (the machine has no internet). Each
 * stand-in records that it ran in `window.__thirdPartyRuns`, so tests can check the order.
 */
export async function answerThirdPartyScripts(page: Page): Promise<void> {
  const standIn = (name: string) => ({
    contentType: 'text/javascript',
    body: `(window.__thirdPartyRuns = window.__thirdPartyRuns || []).push(${JSON.stringify(name)});`,
  });
  await page.route(hostedSearchEnv.CONSENT_SCRIPT_URL, (route) =>
    route.fulfill(standIn('consent')),
  );
  await page.route(tagManagerScript, (route) => route.fulfill(standIn('tag-manager')));
}

/** Records every request the page sends to another origin than `siteUrl`'s, from now on. */
export function requestsToOtherSites(page: Page, siteUrl: string): string[] {
  const sent: string[] = [];
  const siteOrigin = new URL(siteUrl).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== siteOrigin) {
      sent.push(request.url());
    }
  });
  return sent;
}
