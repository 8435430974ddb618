import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {
  useDoc,
  useDocsVersion,
  useLatestVersion,
} from '@docusaurus/plugin-content-docs/client';
import {canonicalDocPath, techArticle} from '@site/src/seo/docMetadata';
import MarkdownTwinLink from '@site/src/plugins/markdown-twins/MarkdownTwinLink';

type Props = WrapperProps<typeof MetadataType>;

/**
 * Adds to the stock doc metadata: a canonical URL that points older and unreleased versions at the
 * latest release's copy of the page, TechArticle JSON-LD, and a link to the page's Markdown twin
 * (src/plugins/markdown-twins). (The breadcrumbs emit BreadcrumbList.)
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const latest = useLatestVersion(version.pluginId);
  const canonicalUrl =
    siteConfig.url + canonicalDocPath(latest, metadata.id, metadata.permalink);
  const article = techArticle({
    title: metadata.title,
    description: metadata.description,
    url: siteConfig.url + metadata.permalink,
    versionLabel: version.label,
    lastUpdatedAt: metadata.lastUpdatedAt,
    siteName: siteConfig.title,
    siteUrl: withBaseUrl('/', {absolute: true}),
    logoUrl: withBaseUrl('/img/logo.svg', {absolute: true}),
  });
  return (
    <>
      <Metadata {...props} />
      <Head>
        {/* Rendered after the theme's own canonical link, so Helmet keeps this one. */}
        <link rel="canonical" href={canonicalUrl} />
        <script type="application/ld+json">{JSON.stringify(article)}</script>
      </Head>
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
