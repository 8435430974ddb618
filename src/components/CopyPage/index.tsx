import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import IconCopy from '@theme/Icon/Copy';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {markdownTwinPath} from '@site/src/plugins/markdown-twins/twinPath';
import {aiChatLinks, askAboutPagePrompt} from './aiChatLinks';
import {copyMarkdownTwin, type CopyOutcome} from './copyMarkdownTwin';
import styles from './styles.module.css';

const messages: Record<CopyOutcome, string> = {
  copied: 'Copied the page as Markdown.',
  unavailable: 'Could not copy: the Markdown version of this page did not load. Try again later.',
  refused:
    'Could not copy: the browser did not allow access to the clipboard. Open "View as Markdown" and copy the text from there.',
};

/**
 * "Copy page" beside a docs or FAQ page's title: copies the page's Markdown twin to the clipboard,
 * and its disclosure offers the twin itself and new ChatGPT and Claude conversations about it.
 */
export default function CopyPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const twinPath = markdownTwinPath(metadata.permalink);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A confirmation goes after a moment; a failure stays longer, to be read.
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = window.setTimeout(() => setOutcome(null), outcome === 'copied' ? 4_000 : 15_000);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  // A click or tap elsewhere closes the panel and the message.
  const showing = open || outcome !== null;
  useEffect(() => {
    if (!showing) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setOutcome(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [showing]);

  async function copy(): Promise<void> {
    setOpen(false);
    setOutcome(null);
    setOutcome(await copyMarkdownTwin(twinPath));
  }

  function closeOnEscape(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !showing) return;
    // Focus leaves a closing menu for the button that opened it.
    if (open) toggleRef.current?.focus();
    setOpen(false);
    setOutcome(null);
  }

  const links = open
    ? [
        {label: 'View as Markdown', href: `pathname://${twinPath}`},
        ...aiChatLinks(askAboutPagePrompt(siteConfig.url + twinPath, siteConfig.title)).map(
          ({assistant, href}) => ({label: `Open in ${assistant}`, href}),
        ),
      ]
    : [];

  return (
    // Escape is handled for the controls inside, which hold the focus; the wrapper takes none.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={styles.copyPage}
      // Paper has no clipboard (src/css/print.css hides what carries this mark).
      data-print="hide"
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        // Tabbing past the panel closes it. (A click moves focus nowhere in Safari: the pointer
        // handler above closes the panel for clicks.)
        const next = event.relatedTarget;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} onClick={() => void copy()}>
          <IconCopy className={styles.icon} aria-hidden="true" />
          Copy page<span className={styles.visuallyHidden}> as Markdown</span>
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={clsx(styles.button, styles.toggle)}
          aria-label="More page actions"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => {
            setOpen(!open);
            setOutcome(null);
          }}>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
          </svg>
        </button>
      </div>
      {open && (
        <ul id={panelId} className={styles.panel}>
          {links.map(({label, href}) => (
            <li key={label}>
              <Link className={styles.panelLink} href={href} onClick={() => setOpen(false)}>
                {label}
                <IconExternalLink />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p
        role="status"
        className={clsx(
          styles.message,
          outcome === null ? styles.empty : outcome !== 'copied' && styles.failed,
        )}>
        {outcome && messages[outcome]}
      </p>
    </div>
  );
}
