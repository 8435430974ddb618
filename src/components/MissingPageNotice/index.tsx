import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsData, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import Admonition from '@theme/Admonition';
import {missingPageOfQuery} from '@site/src/navigation/pageAcrossVersions';
import {usePageTitleInVersion} from '@site/src/navigation/usePageTitleInVersion';
import styles from './styles.module.css';

/**
 * On a version's landing page: when the version menu brought the reader here because this version
 * lacks the page they were reading (`?from=<that page>`), says so, names the page and links back.
 * Nothing otherwise, and nothing in the static HTML: the query is known only in the browser.
 */
export default function MissingPageNotice(): ReactNode {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const {pluginId, version, label} = useDocsVersion();
  const {versions} = useDocsData(pluginId);
  const titleInVersion = usePageTitleInVersion();
  const page = isBrowser ? missingPageOfQuery(versions, version, search) : undefined;
  if (!page) {
    return null;
  }
  const title = titleInVersion(page.id, page.version.name) ?? page.path;
  return (
    <Admonition type="info" title={`${title} is not in ${label}`} className={styles.notice}>
      <p>
        The {label} documentation has no such page, so the version menu brought you to its start
        page instead.
      </p>
      <p>
        <Link to={page.path}>
          Back to {title} in {page.version.label}
        </Link>
      </p>
    </Admonition>
  );
}
