import type {ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MarkdownTwinLink from '@site/src/plugins/markdown-twins/MarkdownTwinLink';

type Props = WrapperProps<typeof MetadataType>;

/** Adds to the stock post metadata a link to the post's Markdown twin (src/plugins/markdown-twins). */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
