import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {latestBlogPosts} from '../../src/plugins/latest-blog-posts';

function post(title: string, date: string, unlisted = false) {
  return {
    id: title,
    content: '',
    metadata: {
      title,
      description: `About ${title}`,
      permalink: `/blog/${title}`,
      date: new Date(date),
      readingTime: 4.2,
      unlisted,
    },
  };
}

function blog(...posts: ReturnType<typeof post>[]): BlogContent {
  return {blogPosts: posts} as unknown as BlogContent;
}

describe('latestBlogPosts', () => {
  test('lists the newest posts first, at most the count asked for', () => {
    const content = blog(post('a', '2024-01-01'), post('c', '2024-03-01'), post('b', '2024-02-01'));
    assert.deepEqual(
      latestBlogPosts(content, 2).map((p) => p.title),
      ['c', 'b'],
    );
  });

  test('leaves unlisted posts out', () => {
    const content = blog(post('draft', '2025-01-01', true), post('live', '2024-01-01'));
    assert.deepEqual(
      latestBlogPosts(content).map((p) => p.title),
      ['live'],
    );
  });

  test('keeps what the home page shows, as plain data', () => {
    const [first] = latestBlogPosts(blog(post('a', '2024-05-06T00:00:00Z')));
    assert.deepEqual(first, {
      title: 'a',
      description: 'About a',
      permalink: '/blog/a',
      date: '2024-05-06T00:00:00.000Z',
      readingMinutes: 5,
    });
  });

  test('an empty or missing blog gives no posts', () => {
    assert.deepEqual(latestBlogPosts(undefined), []);
    assert.deepEqual(latestBlogPosts(blog()), []);
  });
});
