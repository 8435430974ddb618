import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

/** What the home page shows of a post. Plain data: it travels to the client as global data. */
export type LatestBlogPost = {
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  /** ISO date of the post. */
  readonly date: string;
  readonly readingMinutes?: number;
};

export const latestBlogPostsPluginName = 'krci-latest-blog-posts';
const postsOnHome = 3;

/** The blog plugin's posts, newest first, reduced to what the home page needs. */
export function latestBlogPosts(
  content: BlogContent | undefined,
  count = postsOnHome,
): LatestBlogPost[] {
  return [...(content?.blogPosts ?? [])]
    .filter((post) => !post.metadata.unlisted)
    .sort((a, b) => b.metadata.date.getTime() - a.metadata.date.getTime())
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      description: metadata.description,
      permalink: metadata.permalink,
      date: metadata.date.toISOString(),
      readingMinutes:
        metadata.readingTime === undefined ? undefined : Math.ceil(metadata.readingTime),
    }));
}

/**
 * Hands the newest blog posts to the home page (read with `usePluginData`), because the blog
 * plugin's own data is only available on blog routes.
 */
export default function latestBlogPostsPlugin(): Plugin {
  return {
    name: latestBlogPostsPluginName,
    allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      actions.setGlobalData({posts: latestBlogPosts(blog)});
    },
  };
}
