import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {markdownTwinPath} from './twinPath';

type Props = {
  /** The page's permalink; its twin is published beside it (twinPath.ts). */
  readonly permalink: string;
};

/**
 * Tells tools that read the page where its Markdown twin is: `<link rel="alternate"
 * type="text/markdown">` in the head. The address is relative, so a preview or a local serve
 * points at its own copy.
 */
export default function MarkdownTwinLink({permalink}: Props): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinPath(permalink)} />
    </Head>
  );
}
