import {test, expect} from './support/console';
import {openHydrated} from '../support/hydration';
import {docsVersions, titleOf} from '../support/content';
import {answerThirdPartyScripts} from './support/thirdPartyScripts';
import {siteUrl} from './support/pageToolPages';

// The hosted build has only the version in development, served at /docs.
const development = docsVersions.find(({status}) => status === 'development')!;
const route = '/docs/about-platform';

test.describe('page feedback with Tag Manager on (hosted build)', () => {
  test.beforeEach(({page}) => answerThirdPartyScripts(page));

  test('each answer the reader gives is pushed to the data layer, without their words', async ({
    page,
  }) => {
    await openHydrated(page, route);
    const feedbackEvents = () =>
      page.evaluate(() =>
        ((window as {dataLayer?: {event?: string}[]}).dataLayer ?? []).filter(
          ({event}) => event === 'page_feedback',
        ),
      );
    const event = (answer: string) => ({
      event: 'page_feedback',
      feedback_answer: answer,
      page_title: titleOf(`${development.dir}/about-platform.md`),
      page_url: `${siteUrl}${route}`,
      docs_version: development.label,
    });
    const feedback = page.getByRole('group', {name: 'Was this page helpful?'});
    // It loads as the reader nears the end of the page.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();

    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect.poll(feedbackEvents).toEqual([event('yes')]);
    await feedback.getByRole('button', {name: 'No'}).click();
    await page.getByRole('textbox', {name: 'What was missing?'}).fill('A diagram');
    await expect.poll(feedbackEvents).toEqual([event('yes'), event('no')]);
    // Taking the answer back sends nothing.
    await feedback.getByRole('button', {name: 'No'}).click();
    await expect(feedback.getByRole('button', {name: 'No'})).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await feedbackEvents()).toEqual([event('yes'), event('no')]);
  });
});
