import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useStorageSlot} from '@docusaurus/theme-common';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {
  feedbackDataLayerEvent,
  feedbackIssueUrl,
  feedbackStorageKey,
  parseFeedbackAnswer,
  type FeedbackAnswer,
  type FeedbackPage,
} from './feedbackData';
import styles from './styles.module.css';

declare global {
  interface Window {
    /** Tag Manager's data layer, opened in the head when the build sets TAG_MANAGER_ID. */
    dataLayer?: object[];
  }
}

function useFeedbackPage(): FeedbackPage {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const version = useDocsVersion();
  return {
    title: metadata.title,
    url: siteConfig.url + metadata.permalink,
    // The FAQ is a docs instance of its own with a single, unlabelled version.
    versionLabel: version.pluginId === 'faq' ? 'FAQ' : version.label,
  };
}

/**
 * "Was this page helpful?" at the end of a docs or FAQ page. The answer stays in this browser's
 * storage, per page; with Tag Manager on it is also pushed to the data layer. "No" offers a new
 * issue in the docs repository, filled in with the page and what the reader missed.
 * Mount it with `key={permalink}`: its storage slot belongs to one page.
 */
export default function PageFeedback(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const page = useFeedbackPage();
  const [stored, storage] = useStorageSlot(feedbackStorageKey(metadata.permalink));
  const answer = parseFeedbackAnswer(stored);
  // Thanks are said to a reader who answers now, not read out again on every later visit.
  const [answeredNow, setAnsweredNow] = useState(false);
  const [missing, setMissing] = useState('');
  const questionId = useId();
  const missingId = useId();

  function choose(choice: FeedbackAnswer): void {
    if (choice === answer) {
      storage.del();
      return;
    }
    storage.set(choice);
    setAnsweredNow(true);
    if (siteConfig.customFields?.tagManager === true) {
      (window.dataLayer ??= []).push(feedbackDataLayerEvent(page, choice));
    }
  }

  return (
    // Nothing to answer on paper (src/css/print.css hides what carries this mark).
    <div className={styles.feedback} data-print="hide">
      <div className={styles.question}>
        <p id={questionId} className={styles.questionText}>
          Was this page helpful?
        </p>
        <div role="group" aria-labelledby={questionId} className={styles.answers}>
          {(['yes', 'no'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className={styles.answer}
              aria-pressed={answer === choice}
              onClick={() => choose(choice)}>
              {choice === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className={styles.thanks}>
        {answeredNow && answer === 'yes' && 'Thank you! We are glad it helped.'}
        {answeredNow && answer === 'no' && 'Thank you for telling us.'}
      </p>
      {answer === 'no' && (
        <div className={styles.missing}>
          <label htmlFor={missingId}>What was missing?</label>
          <textarea
            id={missingId}
            rows={3}
            value={missing}
            onChange={(event) => setMissing(event.target.value)}
          />
          <p className={styles.report}>
            {/* An external address: Link opens it in a new tab, without the opener. */}
            <Link href={feedbackIssueUrl(page, missing)}>
              Open an issue about this page on GitHub
              <IconExternalLink />
            </Link>
            <span className={styles.reportHint}>
              It opens with the page, its version and your words filled in.
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
