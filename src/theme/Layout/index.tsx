import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useSearchHighlight} from '@site/src/search/useSearchHighlight';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Every page's layout, which also highlights the words of the search hit that
 * opened the page. A hook inside the page, not a client module, because it
 * needs the router to take the words out of the address (useSearchHighlight).
 */
export default function LayoutWrapper(props: Props): ReactNode {
  useSearchHighlight();
  return <Layout {...props} />;
}
