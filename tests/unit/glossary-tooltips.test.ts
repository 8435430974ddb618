import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Paragraph, Root} from 'mdast';
import {
  firstSentence,
  glossaryDefinitions,
  readGlossaryDefinitions,
} from '../../src/plugins/glossary-tooltips/glossaryDefinitions';
import remarkGlossaryTooltips, {glossaryRoutesOfBuild} from '../../src/plugins/glossary-tooltips';
import {docsVersion, docsVersions, latestVersion} from '../../config/releases';

const root = path.resolve(__dirname, '../..');

function paragraph(markdown: string): Paragraph {
  const [first] = fromMarkdown(markdown).children;
  if (first?.type !== 'paragraph') throw new Error(`not a paragraph: ${markdown}`);
  return first;
}

describe('the first sentence of a glossary entry', () => {
  test('ends at the first full stop followed by a space', () => {
    assert.equal(
      firstSentence(paragraph('A codebase is a repository. It has branches. More.')),
      'A codebase is a repository.',
    );
  });

  test('is plain text: links, emphasis and inline code keep their text, line breaks become spaces', () => {
    assert.equal(
      firstSentence(
        paragraph(
          'A `Stage` is one *step* of a [deployment flow](./glossary.md#deployment-flow),\nmapped to a **namespace**. See more.',
        ),
      ),
      'A Stage is one step of a deployment flow, mapped to a namespace.',
    );
  });

  test('does not end inside inline code, in a number or after an abbreviation', () => {
    assert.equal(
      firstSentence(
        paragraph(
          'Names such as `v2.edp.epam.com. x` and OAuth 2.0 remain, e.g. this one, i.e. all. Next.',
        ),
      ),
      'Names such as v2.edp.epam.com. x and OAuth 2.0 remain, e.g. this one, i.e. all.',
    );
  });

  test('ends at a question or exclamation mark, closing brackets included', () => {
    assert.equal(firstSentence(paragraph('Is it? Yes.')), 'Is it?');
    assert.equal(
      firstSentence(paragraph('Call it (as tools do.) Then go.')),
      'Call it (as tools do.)',
    );
  });

  test('is the whole paragraph when it has no full stop', () => {
    assert.equal(firstSentence(paragraph('A term without a stop')), 'A term without a stop');
  });
});

describe('the definitions of a glossary', () => {
  const glossary = [
    '---',
    'title: "Glossary"',
    '### Not a heading of the page',
    '---',
    '',
    'Intro text.',
    '',
    '## A',
    '',
    '### Application {#application}',
    '',
    'An application is a service. Second sentence.',
    '',
    '### Argo `CD`',
    '',
    'Argo CD deploys. More.',
    '',
    '### Without a definition {#empty}',
    '',
    '- a list, not a paragraph',
    '',
  ].join('\n');

  test('are keyed by the explicit id, or the slug of the heading as Docusaurus makes it', () => {
    assert.deepEqual(
      [...glossaryDefinitions(glossary)],
      [
        ['application', 'An application is a service.'],
        ['argo-cd', 'Argo CD deploys.'],
      ],
    );
  });

  test('are read with the release facts of the glossary’s own docs version', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'glossary-'));
    try {
      const entry = '### Chart {#chart}\n\nThe chart {release.chart.version} installs it. More.\n';
      const files = {
        current: path.join(siteDir, 'docs/glossary.md'),
        '3.10': path.join(siteDir, 'versioned_docs/version-3.10/glossary.md'),
      };
      for (const [version, file] of Object.entries(files)) {
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, entry);
        assert.equal(
          readGlossaryDefinitions(siteDir, file).get('chart'),
          `The chart ${docsVersion(version).release.chart.version} installs it.`,
        );
      }
    } finally {
      rmSync(siteDir, {recursive: true, force: true});
    }
  });

  test('every entry of every version’s glossary has a one-sentence definition', () => {
    for (const version of docsVersions) {
      const file = path.join(root, version.dir, 'glossary.md');
      const definitions = readGlossaryDefinitions(root, file);
      assert.ok(definitions.size > 40, `${version.dir}/glossary.md has its entries`);
      for (const [id, definition] of definitions) {
        assert.match(definition, /^\S.{20,300}[.?!]$/, `${version.dir}/glossary.md#${id}`);
      }
    }
  });
});

describe('the remark plugin', () => {
  const glossaryRoutes = {'/docs/glossary': 'docs/glossary.md'};
  const transform = remarkGlossaryTooltips({siteDir: root, glossaryRoutes});

  function transformed(markdown: string): Root {
    const tree = fromMarkdown(markdown);
    transform(tree, {path: path.join(root, 'docs/some-page.md')});
    return tree;
  }

  test('wraps a link to a glossary entry in GlossaryTerm with the definition', () => {
    const tree = transformed('A [codebase](/docs/glossary#codebase) and [a page](/docs/other#x).');
    const [, wrapped, , other] = (tree.children[0] as Paragraph).children;
    assert.equal(other?.type, 'link');
    if (wrapped?.type !== 'mdxJsxTextElement') throw new Error('the glossary link is not wrapped');
    assert.equal(wrapped.name, 'GlossaryTerm');
    const [attribute, ...others] = wrapped.attributes;
    assert.equal(others.length, 0);
    assert.ok(attribute?.type === 'mdxJsxAttribute' && attribute.name === 'definition');
    assert.match(
      typeof attribute.value === 'string' ? attribute.value : '',
      /^A codebase is .*\.$/,
    );
    assert.deepEqual(wrapped.children, [
      {...wrapped.children[0], type: 'link', url: '/docs/glossary#codebase'},
    ]);
  });

  test('leaves links in headings and the glossary page without an anchor alone', () => {
    const tree = transformed(
      '## The [codebase](/docs/glossary#codebase)\n\nSee [all terms](/docs/glossary).',
    );
    const links = JSON.stringify(tree);
    assert.doesNotMatch(links, /GlossaryTerm/);
  });

  test('fails on a link to an entry the glossary lacks, naming the page and the link', () => {
    assert.throws(
      () => transformed('A [term](/docs/glossary#no-such-term).'),
      /^Error: docs\/some-page\.md: the link to \/docs\/glossary#no-such-term names no entry of docs\/glossary\.md/,
    );
  });
});

describe('the glossary of each built version', () => {
  test('is found at the route the version is served at', () => {
    const all = glossaryRoutesOfBuild(undefined);
    assert.equal(all['/docs/glossary'], `${latestVersion.dir}/glossary.md`);
    assert.equal(all['/docs/next/glossary'], 'docs/glossary.md');
    assert.equal(all['/docs/3.11/glossary'], 'versioned_docs/version-3.11/glossary.md');
    // Without the latest release, the newest version built is served at /docs.
    assert.deepEqual(glossaryRoutesOfBuild(['current']), {'/docs/glossary': 'docs/glossary.md'});
  });
});
