import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/** The stock authors page, with the description search results and link previews show (it has none). */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'krci.blog.authorsList.description',
          message:
            'The authors of the KubeRocketCI blog: the platform team members who write about installing, securing and running KubeRocketCI.',
        })}
      />
    </>
  );
}
