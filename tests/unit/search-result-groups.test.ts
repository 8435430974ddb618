import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  groupSearchResults,
  type SearchPageItem,
} from '../../src/plugins/search/client/searchResultGroups';

/** A hit as the search page makes it, from its hierarchy (lvl0 first) and URL. */
function item(url: string, ...levels: string[]): SearchPageItem {
  return {
    url,
    title: levels.at(-1)!,
    breadcrumbs: levels.slice(0, -1),
    summary: `snippet of ${url}`,
  };
}

describe('groupSearchResults', () => {
  test('shows each page once, with its matching sections under it in the order they came', () => {
    const groups = groupSearchResults([
      item('/docs/install-tekton', 'Install', 'Install <em>Tekton</em>'),
      item('/docs/glossary#tekton', 'Getting Started', 'Glossary', 'T', '<em>Tekton</em>'),
      item('/docs/install-tekton#step-1', 'Install', 'Install <em>Tekton</em>', 'Step 1'),
      item('/docs/glossary#tekton-chains', 'Getting Started', 'Glossary', 'T', 'Tekton Chains'),
    ]);
    assert.deepEqual(groups, [
      {
        key: '/docs/install-tekton',
        url: '/docs/install-tekton',
        title: 'Install <em>Tekton</em>',
        breadcrumbs: ['Install'],
        sections: [
          {
            url: '/docs/install-tekton',
            headings: ['Install <em>Tekton</em>'],
            summary: 'snippet of /docs/install-tekton',
          },
          {
            url: '/docs/install-tekton#step-1',
            headings: ['Step 1'],
            summary: 'snippet of /docs/install-tekton#step-1',
          },
        ],
      },
      {
        key: '/docs/glossary',
        url: '/docs/glossary',
        title: 'Glossary',
        breadcrumbs: ['Getting Started'],
        sections: [
          {
            url: '/docs/glossary#tekton',
            headings: ['T', '<em>Tekton</em>'],
            summary: 'snippet of /docs/glossary#tekton',
          },
          {
            url: '/docs/glossary#tekton-chains',
            headings: ['T', 'Tekton Chains'],
            summary: 'snippet of /docs/glossary#tekton-chains',
          },
        ],
      },
    ]);
  });

  test('hits of the next page of results join the pages already shown, which keep their order', () => {
    const firstPage = [item('/docs/a#one', 'Docs', 'A', 'One'), item('/docs/b', 'Docs', 'B')];
    const nextPage = [
      item('/docs/c', 'Docs', 'C'),
      item('/docs/b#two', 'Docs', 'B', 'Two'),
      item('/docs/a#three', 'Docs', 'A', 'Three'),
    ];
    const before = groupSearchResults(firstPage);
    const after = groupSearchResults([...firstPage, ...nextPage]);
    assert.deepEqual(
      after.map((group) => group.key),
      ['/docs/a', '/docs/b', '/docs/c'],
    );
    for (const [index, group] of before.entries()) {
      assert.deepEqual(
        after[index]!.sections.slice(0, group.sections.length),
        group.sections,
        `${group.key} keeps the sections it showed, first`,
      );
    }
    assert.deepEqual(
      after.map((group) => group.sections.map((section) => section.url)),
      [['/docs/a#one', '/docs/a#three'], ['/docs/b', '/docs/b#two'], ['/docs/c']],
    );
  });

  test('links the page without the anchor, and groups its hits whatever their query string', () => {
    const [group, ...others] = groupSearchResults([
      item('/docs/a?highlight=one#one', 'Docs', 'A', 'One'),
      item('/docs/a?highlight=two#two', 'Docs', 'A', 'Two'),
    ]);
    assert.equal(others.length, 0);
    assert.equal(group!.url, '/docs/a?highlight=one');
    assert.deepEqual(
      group!.sections.map((section) => section.url),
      ['/docs/a?highlight=one#one', '/docs/a?highlight=two#two'],
    );
  });

  test('tells apart pages whose addresses share a beginning', () => {
    const groups = groupSearchResults([
      item('/docs/tekton', 'Docs', 'Tekton'),
      item('/docs/tekton-overview', 'Docs', 'Overview'),
    ]);
    assert.equal(groups.length, 2);
  });

  test('a hit with no page level is a page of its own, without breadcrumbs', () => {
    assert.deepEqual(groupSearchResults([item('/blog', 'Blog')]), [
      {
        key: '/blog',
        url: '/blog',
        title: 'Blog',
        breadcrumbs: [],
        sections: [{url: '/blog', headings: ['Blog'], summary: 'snippet of /blog'}],
      },
    ]);
  });

  test('no hits, no groups', () => {
    assert.deepEqual(groupSearchResults([]), []);
  });
});
