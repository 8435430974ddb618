import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {mainSections} from '@site/src/data/mainSections';
import {
  docsPluginOfPath,
  locateInVersions,
  samePageInOtherVersions,
} from '@site/src/navigation/pageAcrossVersions';
import {usePageTitleInVersion} from '@site/src/navigation/usePageTitleInVersion';
import {newDocsIssueUrl} from '@site/config/links';
import styles from './styles.module.css';

/** A new issue in the docs repository, naming the missing path. */
function reportIssueUrl(pathname: string): string {
  return newDocsIssueUrl({
    title: `Broken link: ${pathname}`,
    body: `The page ${pathname} does not exist. I followed a link from: (where did you click it?)`,
  });
}

/**
 * On /docs/3.11/<page> (or /docs/<page> for the latest release), the versions
 * that do have <page>: "This page exists in: 3.12, 3.13-dev".
 */
function PageInOtherVersions({pathname}: {pathname: string}): ReactNode {
  const titleInVersion = usePageTitleInVersion();
  const plugin = docsPluginOfPath(Object.values(useAllDocsData()), pathname);
  const versions = plugin?.versions ?? [];
  const pages = samePageInOtherVersions(versions, pathname);
  const own = locateInVersions(versions, pathname)?.version;
  const [first] = pages;
  if (!own || !first) {
    return null;
  }
  const title = titleInVersion(first.id, first.version.name);
  return (
    <div className={clsx('alert alert--info', styles.otherVersions)}>
      <p>
        <Translate
          id="krci.NotFound.notInVersion"
          description="On the 404 page of a docs page that the reader's version lacks; page is the page's title"
          values={{
            page: title ? (
              <strong>{title}</strong>
            ) : (
              <Translate id="krci.NotFound.thisPage">This page</Translate>
            ),
            version: own.label,
          }}>
          {'{page} is not in the {version} documentation.'}
        </Translate>
      </p>
      <p>
        <Translate
          id="krci.NotFound.existsIn"
          description="Before the links to the docs versions that have the missing page"
          values={{
            // One element: Translate interpolates elements, not arrays.
            versions: (
              <>
                {pages.map((page, index) => (
                  <span key={page.version.name}>
                    {index > 0 && ', '}
                    <Link to={page.path}>{page.version.label}</Link>
                  </span>
                ))}
              </>
            ),
          }}>
          {'This page exists in: {versions}'}
        </Translate>
      </p>
    </div>
  );
}

/**
 * What the not-found page offers after the stock text: the versions that have a missing docs
 * page, a search form, the site's main sections, and a link that reports the broken link.
 */
export default function NotFoundHelp(): ReactNode {
  const searchPage = useBaseUrl('/search');
  const {pathname} = useLocation();
  // The static 404.html is rendered for /404.html; the reader's real path is known only in the browser.
  const isBrowser = useIsBrowser();
  const missingPath = isBrowser ? pathname : 'this page';
  return (
    <>
      {isBrowser && <PageInOtherVersions pathname={pathname} />}
      {/* A plain GET form: it works before hydration and without JavaScript. */}
      <form
        className={styles.search}
        action={searchPage}
        method="get"
        role="search">
        <label htmlFor="not-found-search">
          <Translate id="krci.NotFound.searchLabel">
            Search the documentation
          </Translate>
        </label>
        <div className={styles.searchRow}>
          <input
            id="not-found-search"
            name="q"
            type="search"
            required
            className={styles.searchInput}
          />
          <button type="submit" className="button button--primary">
            <Translate id="krci.NotFound.searchButton">Search</Translate>
          </button>
        </div>
      </form>
      <Heading as="h2">
        <Translate id="krci.NotFound.sectionsTitle">Main sections</Translate>
      </Heading>
      <ul className={styles.sections}>
        {mainSections.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>{section.label}</Link>
            <span className={styles.sectionDescription}>
              {section.description}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.report}>
        <Translate
          id="krci.NotFound.report"
          description="The last line of the 404 page; reportLink is the link that opens an issue"
          values={{
            reportLink: (
              <Link to={reportIssueUrl(missingPath)}>
                <Translate id="krci.NotFound.reportLink">
                  Report the broken link
                </Translate>
              </Link>
            ),
          }}>
          {'Followed a link on this site? {reportLink} so we can fix it.'}
        </Translate>
      </p>
    </>
  );
}
