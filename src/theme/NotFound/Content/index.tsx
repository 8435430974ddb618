// (CUSTOM) Ejected from @docusaurus/theme-classic 3.9.2 NotFound/Content: no wrap can put anything
// inside its <main>. It is the body of the 404 page and what DocRoot renders for an unknown path
// under a docs version, so both offer the same help. Upstream lines are kept; the changes, each
// marked (CUSTOM):
// - it sets the page title again, which the stock page loses on hydration (it became the site
//   title), with a description;
// - a wider column, for the list of sections;
// - after the stock paragraphs, the site's help (./NotFoundHelp.tsx): on a docs path that its own
//   version lacks, the versions that have the page; a search form; the main sections; a way to
//   report the broken link.
// The text of the second paragraph is set in i18n/en/code.json (theme.NotFound.p2).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
// (CUSTOM)
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundHelp from './NotFoundHelp';

export default function NotFoundContent({className}: Props): ReactNode {
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
          description:
            'The description of the 404 page, for search engines and link previews',
        })}
      />
      <div className="row">
        {/* (CUSTOM) col--8 col--offset-2, not col--6 col--offset-3: room for the sections */}
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
          <p>
            <Translate
              id="theme.NotFound.p2"
              description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the
              original URL and let them know their link is broken.
            </Translate>
          </p>
          {/* (CUSTOM) */}
          <NotFoundHelp />
        </div>
      </div>
    </main>
  );
}
