import {newDocsIssueUrl} from '@site/config/links';

/** The page a reader answers "Was this page helpful?" about. */
export type FeedbackPage = {
  readonly title: string;
  /** The page's public address (the site's URL plus its permalink). */
  readonly url: string;
  /** The docs version's label (`3.12`, `3.13-dev`), or `FAQ`. */
  readonly versionLabel: string;
};

export type FeedbackAnswer = 'yes' | 'no';

/** The stored answer of a page, per permalink; anything else stored there counts as no answer. */
export function feedbackStorageKey(permalink: string): string {
  return `krci.pageFeedback:${permalink}`;
}

export function parseFeedbackAnswer(stored: string | null): FeedbackAnswer | null {
  return stored === 'yes' || stored === 'no' ? stored : null;
}

/** A new issue in the docs repository about a page that did not help, with what the reader missed. */
export function feedbackIssueUrl(page: FeedbackPage, missing: string): string {
  return newDocsIssueUrl({
    title: `Page feedback: ${page.title}`,
    body: [
      `Page: ${page.url}`,
      `Docs version: ${page.versionLabel}`,
      '',
      'What was missing:',
      missing.trim() || '(what were you looking for?)',
    ].join('\n'),
  });
}

/**
 * The event pushed to Tag Manager's data layer. The reader's own words stay out of it: they go
 * only to the issue the reader chooses to open.
 */
export function feedbackDataLayerEvent(
  page: FeedbackPage,
  answer: FeedbackAnswer,
): Record<string, string> {
  return {
    event: 'page_feedback',
    feedback_answer: answer,
    page_title: page.title,
    page_url: page.url,
    docs_version: page.versionLabel,
  };
}
