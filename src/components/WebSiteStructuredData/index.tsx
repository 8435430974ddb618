import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** JSON-LD for the site as a whole, with the search page as its SearchAction (for the search box search engines show under the site). */
export default function WebSiteStructuredData(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const home = siteConfig.url + useBaseUrl('/');
  const searchPage = siteConfig.url + useBaseUrl('/search');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.title,
    description: siteConfig.tagline,
    url: home,
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${searchPage}?q={search_term_string}`},
      'query-input': 'required name=search_term_string',
    },
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
