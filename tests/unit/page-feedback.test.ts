import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  feedbackDataLayerEvent,
  feedbackIssueUrl,
  feedbackStorageKey,
  parseFeedbackAnswer,
} from '../../src/components/PageFeedback/feedbackData';

const page = {
  title: 'Install & Upgrade: 100% "KubeRocketCI"',
  url: 'https://docs.kuberocketci.io/docs/3.11/operator-guide/install',
  versionLabel: '3.11',
};

describe('feedbackIssueUrl', () => {
  test('a new docs issue with the page title, URL, version and the reader’s words', () => {
    const url = new URL(feedbackIssueUrl(page, '  An example for Gerrit.\nAnd GitLab.  '));
    assert.equal(url.origin + url.pathname, 'https://github.com/KubeRocketCI/docs/issues/new');
    assert.equal(url.searchParams.get('title'), `Page feedback: ${page.title}`);
    assert.equal(
      url.searchParams.get('body'),
      [
        `Page: ${page.url}`,
        'Docs version: 3.11',
        '',
        'What was missing:',
        'An example for Gerrit.\nAnd GitLab.',
      ].join('\n'),
    );
  });

  test('without words, the body asks for them', () => {
    const body = new URL(feedbackIssueUrl(page, ' \n ')).searchParams.get('body');
    assert.match(body ?? '', /What was missing:\n\(what were you looking for\?\)$/);
  });
});

describe('page feedback storage and events', () => {
  test('one storage key per page', () => {
    assert.notEqual(feedbackStorageKey('/docs/a'), feedbackStorageKey('/docs/3.11/a'));
  });

  test('only yes and no count as a stored answer', () => {
    assert.equal(parseFeedbackAnswer('yes'), 'yes');
    assert.equal(parseFeedbackAnswer('no'), 'no');
    assert.equal(parseFeedbackAnswer(null), null);
    assert.equal(parseFeedbackAnswer('maybe'), null);
  });

  test('the data layer event names the answer and the page, never the reader’s words', () => {
    assert.deepEqual(feedbackDataLayerEvent(page, 'no'), {
      event: 'page_feedback',
      feedback_answer: 'no',
      page_title: page.title,
      page_url: page.url,
      docs_version: '3.11',
    });
  });
});
