import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

/** The stock page of an author's posts, described by the author's line in blog/authors.yml. */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {name, description} = props.author;
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageMetadata
        description={
          description ??
          translate(
            {
              id: 'krci.blog.authorPosts.description',
              message: 'Posts by {name} on the KubeRocketCI blog.',
            },
            {name: name ?? ''},
          )
        }
      />
    </>
  );
}
