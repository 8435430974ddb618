import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';
import {latestBlogPostsPluginName, type LatestBlogPost} from '@site/src/plugins/latest-blog-posts';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en', {dateStyle: 'long', timeZone: 'UTC'});

/** The newest blog posts, written to global data at build time by the latest-blog-posts plugin. */
export default function LatestBlogPosts(): ReactNode {
  const {posts} = usePluginData(latestBlogPostsPluginName) as {posts: readonly LatestBlogPost[]};
  if (posts.length === 0) {
    return null;
  }
  return (
    <section className={styles.section} aria-labelledby="latest-posts-heading">
      <div className="container">
        <Heading as="h2" id="latest-posts-heading" className="text--center margin-bottom--lg">
          From the blog
        </Heading>
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.permalink}>
              <article className={styles.post}>
                <p className={styles.meta}>
                  <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                  {post.readingMinutes !== undefined && ` · ${post.readingMinutes} min read`}
                </p>
                <Heading as="h3" className={styles.title}>
                  <Link to={post.permalink}>{post.title}</Link>
                </Heading>
                <p className={styles.description}>{post.description}</p>
              </article>
            </li>
          ))}
        </ul>
        <p className="text--center margin-top--lg margin-bottom--none">
          <Link to="/blog">All posts</Link>
        </p>
      </div>
    </section>
  );
}
