import {newDocsIssueUrl} from '@site/config/links';

/**
 * The "Let us know." link of the no-results screen: a new issue in the docs
 * repository that already names the query the reader tried.
 */
export function missingResultsUrl({query}: {query: string}): string {
  return newDocsIssueUrl({
    title: `Search: no results for "${query}"`,
    body: `I searched the documentation for "${query}" and expected to find a page about it.\n\nWhat I was looking for:\n`,
    labels: 'search',
  });
}
