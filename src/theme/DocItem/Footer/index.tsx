import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback/NearViewport';

type Props = WrapperProps<typeof FooterType>;

/** Adds "Was this page helpful?" after the stock footer (tags, edit link, last update) of docs and FAQ pages. */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      {/* A fresh one per page: the answer and the typed text belong to one page. */}
      <PageFeedback key={metadata.permalink} />
    </>
  );
}
