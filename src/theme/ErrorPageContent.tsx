import type {ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof ErrorPageContentType>;

/** The stock crash screen, with the "Page Error" tab title that the site-level error page has too. */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>
          {translate({
            id: 'krci.ErrorPageContent.tabTitle',
            message: 'Page Error',
            description:
              'The tab title of a page that crashed, as the site-level error page has',
          })}
        </title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
