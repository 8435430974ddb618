import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildFixtureSite, pageWith, type BuildResult} from '../support/fixtureSite';

// Each build copies the site, so they live apart from the unit tests. Bad inputs
// that Docusaurus reports in the same phase share one build; each case still
// asserts its own message, naming its own file or page. The builds that pass
// are in passing-builds.test.ts.

describe('bad Markdown fails the build while compiling, naming each file', () => {
  let result: BuildResult;
  before(async () => {
    result = await buildFixtureSite({
      'docs/broken-markdown-link.md': await pageWith(
        'docs/about-platform.md',
        'Broken Markdown link fixture',
        'Read the [missing guide](./no-such-guide.md) next.',
      ),
      'docs/broken-image.md': await pageWith(
        'docs/about-platform.md',
        'Broken image fixture',
        '![Architecture diagram](./img/no-such-diagram.png)',
      ),
      'docs/broken-glossary-link.md': await pageWith(
        'docs/about-platform.md',
        'Broken glossary link fixture',
        'A [term](./glossary.md#no-such-term) the glossary does not define.',
      ),
    });
  });

  test('the build fails', () => {
    assert.notEqual(result.exitCode, 0, result.output);
  });

  test('a Markdown link to a missing file names the link and the file', () => {
    assert.match(
      result.output,
      /Markdown link with URL `\.\/no-such-guide\.md` in source file "docs\/broken-markdown-link\.md"/,
    );
  });

  test('a Markdown image of a missing file names the image and the file', () => {
    assert.match(
      result.output,
      /Markdown image with URL `\.\/img\/no-such-diagram\.png` in source file "docs\/broken-image\.md"/,
    );
  });

  test('a link to an entry the glossary lacks names the page, the link and the glossary', () => {
    assert.match(
      result.output,
      /docs\/broken-glossary-link\.md: the link to \/docs\/glossary#no-such-term names no entry of docs\/glossary\.md/,
    );
  });
});

test('a link to a missing route fails the build and names the page', async () => {
  const result = await buildFixtureSite({
    'docs/broken-route-link.md': await pageWith(
      'docs/about-platform.md',
      'Broken route link fixture',
      'See [the missing page](/docs/no-such-page).',
    ),
  });
  assert.notEqual(result.exitCode, 0, 'the build must fail');
  assert.match(result.output, /Broken link on source page path = \/docs\/broken-route-link/);
  assert.match(result.output, /linking to \/docs\/no-such-page/);
});

test('malformed front matter fails the build and names the file', async () => {
  const result = await buildFixtureSite({
    // An unclosed flow sequence: not YAML.
    'docs/malformed-front-matter.md':
      '---\ntitle: Malformed front matter fixture\nkeywords: [tekton, argo\n---\n\nBody.\n',
  });
  assert.notEqual(result.exitCode, 0, 'the build must fail');
  assert.match(result.output, /Error while parsing Markdown front matter/);
  assert.match(
    result.output,
    /Can't process doc metadata for doc at path path=\S*\/docs\/malformed-front-matter\.md/,
  );
  assert.match(
    result.output,
    /YAMLException: unexpected end of the stream within a flow collection/,
  );
});

test('a component without a Markdown form fails the build, naming the file, the line and the component', async () => {
  const result = await buildFixtureSite({
    // Valid MDX that renders: only the page's Markdown twin has no form for it.
    'docs/component-without-twin.md': await pageWith(
      'docs/about-platform.md',
      'Component without a twin fixture',
      'import Admonition from \'@theme/Admonition\';\n\n<Admonition type="note">\n\nText.\n\n</Admonition>',
    ),
  });
  assert.notEqual(result.exitCode, 0, 'the build must fail');
  assert.match(
    result.output,
    /docs\/component-without-twin\.md:\d+: the component <Admonition> has no Markdown form/,
  );
});

describe('code a page runs of its own fails the build, naming each page (src/plugins/security-policy)', () => {
  let result: BuildResult;
  before(async () => {
    result = await buildFixtureSite({
      // MDX renders a <script> element as the author wrote it; the site's policy would block it.
      'docs/inline-script.mdx': await pageWith(
        'docs/about-platform.md',
        'Inline script fixture',
        "<script>{'window.tracked = true;'}</script>",
      ),
      // A file of static/ is copied into the build as it is: a handler attribute there too.
      'static/widget.html':
        '<!doctype html><html><head><title>Widget</title></head><body><button onclick="start()">Start</button></body></html>',
    });
  });

  test('the build fails', () => {
    assert.notEqual(result.exitCode, 0, result.output);
  });

  // The script is quoted as built: the HTML minifier has shortened it.
  test('an inline <script> in a page names the route, the source file and the start of the script', () => {
    assert.match(
      result.output,
      /\/docs\/inline-script \(docs\/inline-script\.mdx\), built as docs\/inline-script\.html\n\s+- an inline <script> \("window\.tracked/,
    );
  });

  test('an event handler attribute names the file and the handler', () => {
    assert.match(
      result.output,
      /widget\.html\n\s+- an inline event handler, onclick="start\(\)" on <button>/,
    );
  });
});
