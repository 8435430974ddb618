import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** The stock list of blog tags, with the description search results and link previews show (it has none). */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'krci.blog.tagsList.description',
          message:
            'Every tag of the KubeRocketCI blog, with the number of posts under each.',
        })}
      />
    </>
  );
}
