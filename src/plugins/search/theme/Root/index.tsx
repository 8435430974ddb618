import type {ReactNode} from 'react';
import Root from '@theme-init/Root';
import type {Props} from '@theme/Root';
import {useSearchHighlight} from '../../client/useSearchHighlight';

/**
 * Every page, wrapped: the page that a search hit opened marks the words the hit matched
 * (../../client/useSearchHighlight.ts). A wrap of the theme's Root, which renders its children.
 */
export default function RootWithSearchHighlight(props: Props): ReactNode {
  useSearchHighlight();
  return <Root {...props} />;
}
