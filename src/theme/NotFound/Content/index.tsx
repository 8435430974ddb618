// (CUSTOM) Ejected from @docusaurus/theme-classic 3.9.2 NotFound/Content.
// Change: after the stock title and first paragraph, the page offers a search form, the site's main
// sections and a way to report the broken link, instead of only asking to contact the linking site;
// and it sets the page title again, which the stock page loses on hydration (it became the site title),
// with a description.
// On a docs path that its own version lacks, it links the same page in the versions that have it.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
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
 * (CUSTOM) On /docs/3.11/<page> (or /docs/<page> for the latest release), the
 * versions that do have <page>: "This page exists in: 3.12, 3.13-dev".
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
        {title ? <strong>{title}</strong> : 'This page'} is not in the{' '}
        {own.label} documentation.
      </p>
      <p>
        This page exists in:{' '}
        {pages.map((page, index) => (
          <span key={page.version.name}>
            {index > 0 && ', '}
            <Link to={page.path}>{page.version.label}</Link>
          </span>
        ))}
      </p>
    </div>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  const searchPage = useBaseUrl('/search');
  const {pathname} = useLocation();
  // The static 404.html is rendered for /404.html; the reader's real path is known only in the browser.
  const isBrowser = useIsBrowser();
  const missingPath = isBrowser ? pathname : 'this page';
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* (CUSTOM) Inside the layout, so it wins over the layout's own title-less metadata. */}
      <PageMetadata
        title={translate({
          id: 'theme.NotFound.title',
          message: 'Page Not Found',
        })}
        description={translate({
          id: 'krci.NotFound.description',
          message:
            'This page does not exist. Search the KubeRocketCI documentation or open one of its main sections.',
        })}
      />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.NotFound.title"
              description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate
              id="theme.NotFound.p1"
              description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          {/* (CUSTOM) Known only in the browser, like the reader's path. */}
          {isBrowser && <PageInOtherVersions pathname={pathname} />}
          {/* (CUSTOM) A plain GET form: it works before hydration and without JavaScript. */}
          <form
            className={styles.search}
            action={searchPage}
            method="get"
            role="search">
            <label htmlFor="not-found-search">Search the documentation</label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                name="q"
                type="search"
                required
                className={styles.searchInput}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Main sections</Heading>
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
            Followed a link on this site?{' '}
            <Link to={reportIssueUrl(missingPath)}>Report the broken link</Link>{' '}
            so we can fix it.
          </p>
        </div>
      </div>
    </main>
  );
}
