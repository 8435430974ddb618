import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {docsVersion} from '../../config/releases';
import {markdownTwin} from '../../src/plugins/markdown-twins/markdownTwin';
import {llmsFullTxt, llmsTxt, sidebarDocIds} from '../../src/plugins/markdown-twins/llmsTxt';
import {markdownTwinPath} from '../../src/plugins/markdown-twins/twinPath';
import {pageUrlResolver, TwinAssets} from '../../src/plugins/markdown-twins/twinUrls';

const siteUrl = 'https://docs.example.org';

/** A throw-away site: a page of docs 3.11 (served at /docs/3.11) with a neighbour, an image and a FAQ page. */
const siteDir = mkdtempSync(path.join(tmpdir(), 'krci-twins-'));
after(() => rmSync(siteDir, {recursive: true, force: true}));
const versionDir = path.join(siteDir, 'versioned_docs', 'version-3.11');
mkdirSync(path.join(versionDir, 'guide', 'assets'), {recursive: true});
writeFileSync(path.join(versionDir, 'guide', 'assets', 'flow.svg'), '<svg/>');
const pageFile = path.join(versionDir, 'guide', 'install.md');

const sourceToPermalink = new Map([
  ['@site/versioned_docs/version-3.11/guide/install.md', '/docs/3.11/guide/install'],
  ['@site/versioned_docs/version-3.11/guide/upgrade.md', '/docs/3.11/guide/upgrade'],
  ['@site/versioned_docs/version-3.11/index.md', '/docs/3.11'],
  ['@site/docs/guide/upgrade.md', '/docs/next/guide/upgrade'],
]);

/** The twin of `source` as the page /docs/3.11/guide/install, and the files its links published. */
function twinOf(source: string, title = 'Install the platform') {
  const assets = new TwinAssets('/');
  const resolveUrl = pageUrlResolver(
    {
      siteUrl,
      baseUrl: '/',
      siteDir,
      permalink: '/docs/3.11/guide/install',
      sourceFilePath: pageFile,
      contentPaths: {contentPath: versionDir, contentPathLocalized: versionDir},
      sourceToPermalink,
    },
    assets,
  );
  const twin = markdownTwin({siteDir, filePath: pageFile, title, resolveUrl}, source);
  return {twin, assets};
}

const twin = (source: string) => twinOf(source).twin;

/** The twin without its title line. */
const body = (source: string) => twin(source).replace(/^# .*\n\n/, '');

describe('Markdown twin of a page', () => {
  test('opens with the title as an h1, and leaves out the front matter', () => {
    assert.equal(
      twin('---\ntitle: Install\ndescription: "How"\n---\n\nThe text.\n'),
      '# Install the platform\n\nThe text.\n',
    );
    assert.match(
      twinOf('Text.', 'A *starred* [title]').twin,
      /^# A \\\*starred\\\* \\\[title\\\]\n/,
    );
    // A heading that opens the content is the title Docusaurus shows: the twin says it once.
    assert.equal(
      twin('# Install the platform\n\nThe text.'),
      '# Install the platform\n\nThe text.\n',
    );
  });

  test('admonitions become blockquotes that open with their kind, and title, in bold', () => {
    assert.equal(body(':::note\nRead this.\n:::\n'), '> **Note**\n>\n> Read this.\n');
    assert.equal(
      body(':::warning Trial access only\nNot for production.\n\nReally.\n:::\nAfter.\n'),
      '> **Warning: Trial access only**\n>\n> Not for production.\n>\n> Really.\n\nAfter.\n',
    );
    assert.equal(
      body(':::tip[Use `kubectl`]\nIt helps.\n:::'),
      '> **Tip: Use `kubectl`**\n>\n> It helps.\n',
    );
    assert.equal(
      body(':::danger{title="Data loss"}\nBack up first.\n:::'),
      '> **Danger: Data loss**\n>\n> Back up first.\n',
    );
    assert.equal(body(':::info\n:::'), '> **Info**\n');
  });

  test('an admonition inside a list item stays in it, and nested ones nest', () => {
    assert.equal(
      body('1. Step one.\n\n   :::tip\n   A hint.\n   :::\n\n2. Step two.\n'),
      '1. Step one.\n\n   > **Tip**\n   >\n   > A hint.\n\n2. Step two.\n',
    );
    assert.equal(
      body('::::note\nOuter.\n\n:::warning\nInner.\n:::\n::::\n'),
      '> **Note**\n>\n> Outer.\n>\n> > **Warning**\n> >\n> > Inner.\n',
    );
  });

  test('tabs become each tab’s label in bold followed by its content, every tab shown', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      'Pick one:',
      '',
      '<Tabs groupId="os">',
      '  <TabItem value="linux" label="Linux" default>',
      '',
      '```bash',
      'apt-get install krci',
      '```',
      '',
      '  </TabItem>',
      '  <TabItem value="mac">',
      '',
      '    Use **Homebrew**.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      'Done.',
    ].join('\n');
    assert.equal(
      body(source),
      [
        'Pick one:',
        '',
        '  **Linux**',
        '',
        '```bash',
        'apt-get install krci',
        '```',
        '',
        '  **mac**',
        '',
        // Indented content of a JSX element moves left: in plain Markdown it would become code.
        '  Use **Homebrew**.',
        '',
        'Done.',
        '',
      ].join('\n'),
    );
  });

  test('details become the summary in bold followed by the content', () => {
    assert.equal(
      body(
        '<details>\n<summary>More about [the chart](./upgrade.md)</summary>\n\nThe rest.\n</details>\n',
      ),
      `**More about [the chart](${siteUrl}/docs/3.11/guide/upgrade)**\n\nThe rest.\n`,
    );
  });

  test('MDX imports, exports and comments are left out; code that looks like them is kept', () => {
    assert.equal(
      body(
        "import Foo from './foo';\nexport const x = 1;\n\n<!-- truncate -->\n\nText{/* a note */}.\n\n```bash\nexport KUBECONFIG=./config\n```\n",
      ),
      'Text.\n\n```bash\nexport KUBECONFIG=./config\n```\n',
    );
  });

  test('release facts resolve to the page’s own release', () => {
    const chart = docsVersion('3.11').release.chart.version;
    assert.equal(
      body(
        'Install chart {release.chart.version}:\n\n```bash\nhelm install --version {release.chart.version}\n```\n',
      ),
      `Install chart ${chart}:\n\n\`\`\`bash\nhelm install --version ${chart}\n\`\`\`\n`,
    );
  });

  test('links are absolute: Markdown files to their page in the same version, anchors and paths to the site', () => {
    assert.equal(
      body(
        'See [Upgrade](./upgrade.md#before-you-start), [the start](../index.md), ' +
          '[below](#step-2), [the FAQ](/faq/how-to), [GitHub](https://github.com/epam) and ' +
          '[next](pathname:///docs/next).',
      ),
      `See [Upgrade](${siteUrl}/docs/3.11/guide/upgrade#before-you-start), [the start](${siteUrl}/docs/3.11), ` +
        `[below](${siteUrl}/docs/3.11/guide/install#step-2), [the FAQ](${siteUrl}/faq/how-to), ` +
        `[GitHub](https://github.com/epam) and [next](${siteUrl}/docs/next).\n`,
    );
  });

  test('links in code spans and fenced code, and escaped brackets, are not links', () => {
    const source = 'Write `[x](./upgrade.md)` or \\[y](./z.md).\n\n```md\n[x](./upgrade.md)\n```\n';
    assert.equal(body(source), source);
  });

  test('inline <code> and <kbd> become code spans of their text, a link inside showing its label', () => {
    assert.equal(
      body('Press <kbd>Ctrl</kbd>+<kbd>K</kbd>, then run <code>[helm](./upgrade.md) `x`</code>.\n'),
      'Press `Ctrl`+`K`, then run `` helm `x` ``.\n',
    );
    // Closing the line, as block elements' closing tags do, it stays in the text.
    assert.equal(body('Run <code>helm list</code>\n'), 'Run `helm list`\n');
    // An element with attributes is more than a code span: it fails like any other element.
    assert.throws(
      () => twin('A <code class="x">y</code> here.'),
      /the JSX element <code> inside text/,
    );
  });

  test('an image beside the page links a published copy of the file', () => {
    const {twin, assets} = twinOf('![The flow](./assets/flow.svg "Flow")');
    const image = path.join(versionDir, 'guide', 'assets', 'flow.svg');
    assert.deepEqual([...assets.published.keys()], [image]);
    const builtPath = assets.published.get(image)!;
    assert.match(builtPath, /^assets\/images\/flow-[0-9a-f]{8}\.svg$/);
    assert.match(twin, new RegExp(`!\\[The flow\\]\\(${siteUrl}/${builtPath} "Flow"\\)`));
  });

  test('heading ids are removed; fenced code keeps its language and meta', () => {
    assert.equal(
      body(
        '## Install the chart {#install}\n\n```mermaid\nflowchart LR\n  a --> b\n```\n\n```yaml title="values.yaml"\nkey: value\n```\n',
      ),
      '## Install the chart\n\n```mermaid\nflowchart LR\n  a --> b\n```\n\n```yaml title="values.yaml"\nkey: value\n```\n',
    );
  });

  test('the missing-page notice of a version’s start page is left out', () => {
    assert.equal(body('Welcome.\n\n<MissingPageNotice />\n\nRead on.'), 'Welcome.\n\nRead on.\n');
  });

  test('a component without a Markdown form fails, naming the file, the line and the component', () => {
    assert.throws(
      () => twin('---\ntitle: x\n---\n\nText.\n\n<Figure src="x.png" />\n'),
      /versioned_docs\/version-3\.11\/guide\/install\.md:7: the component <Figure> has no Markdown form/,
    );
    assert.throws(
      () => twin('Text with <Badge>new</Badge> inside.'),
      /guide\/install\.md:1: the JSX element <Badge> inside text has no Markdown form/,
    );
    assert.throws(
      () => twin('A {props.value} here.'),
      /install\.md:1: the MDX expression \{props\.value\}/,
    );
    assert.throws(() => twin(':::custom\nx\n:::'), /install\.md:1: :::custom is not an admonition/);
    assert.throws(() => twin('<Tabs>\nNo end.\n'), /install\.md:1: <Tabs> is never closed/);
  });
});

describe('llms.txt', () => {
  test('lists a sidebar’s docs in the order a reader meets them, a category’s own page first', () => {
    assert.deepEqual(
      sidebarDocIds([
        {type: 'doc', id: 'about'},
        {
          type: 'category',
          label: 'Guide',
          collapsed: true,
          collapsible: true,
          link: {type: 'doc', id: 'guide/index'},
          items: [
            {type: 'doc', id: 'guide/install'},
            {type: 'link', label: 'GitHub', href: 'https://github.com'},
            {type: 'doc', id: 'about'},
          ],
        },
      ]),
      ['about', 'guide/index', 'guide/install'],
    );
  });

  test('has the llmstxt.org shape: H1, summary blockquote, details, H2 sections of links', () => {
    const head = {title: 'KubeRocketCI', summary: 'The docs.', details: 'Read them.'};
    const link = {
      title: 'Install [quick]',
      url: `${siteUrl}${markdownTwinPath('/docs/install')}`,
      description: 'How to\n  install for <provider>.',
    };
    assert.equal(
      llmsTxt(head, [{title: 'Getting Started', links: [link]}]),
      `# KubeRocketCI\n\n> The docs.\n\nRead them.\n\n## Getting Started\n\n- [Install \\[quick\\]](${siteUrl}/docs/install.md): How to install for \\<provider>.\n`,
    );
    assert.equal(
      llmsFullTxt(head, [{pageUrl: `${siteUrl}/docs/install`, twin: '# Install\n\nText.\n'}]),
      `# KubeRocketCI\n\n> The docs.\n\nRead them.\n\n# Install\n\nSource: <${siteUrl}/docs/install>\n\nText.\n`,
    );
  });
});
