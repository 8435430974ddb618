import {docsVersions, titleOf} from '../../support/content';

/** The address the site is published at: page tools name pages by their public URL. */
export const siteUrl = 'https://docs.kuberocketci.io';

/** A docs or FAQ page that carries the page tools ("Copy page", "Was this page helpful?"). */
export type PageToolPage = {
  /** What the test names it by. */
  readonly kind: string;
  readonly route: string;
  readonly title: string;
  /** The version label the page's feedback names: the docs version's, or `FAQ`. */
  readonly versionLabel: string;
};

function versionPage(name: string): PageToolPage {
  const version = docsVersions.find((candidate) => candidate.name === name);
  if (!version) {
    throw new Error(`no docs version "${name}" in config/releases.ts`);
  }
  return {
    kind: `${version.label} docs`,
    route: `${version.routeBase}/about-platform`,
    title: titleOf(`${version.dir}/about-platform.md`),
    versionLabel: version.label,
  };
}

const [latest, older] = docsVersions.filter(({status}) => status !== 'development');
if (!latest || !older) {
  throw new Error('the page tools tests need the latest release and an older one');
}

/** The page most tests use: the latest release's overview. */
export const latestDocsPage = versionPage(latest.name);

/** The latest release's page, one of an older release, the version in development, and the FAQ. */
export const pageToolPages: readonly PageToolPage[] = [
  latestDocsPage,
  versionPage(older.name),
  versionPage('next'),
  {
    kind: 'FAQ',
    route: '/faq/general-questions',
    title: titleOf('faq/general-questions.md'),
    versionLabel: 'FAQ',
  },
];
