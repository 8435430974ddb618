import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildFixtureSite, pageWith} from './fixtureSite';

// Each case builds a copy of the site: slow (~20 s each), so they live apart from the unit tests.

test('the unchanged site builds, so the failures below come from the fixtures', async () => {
  const result = await buildFixtureSite({});
  assert.equal(result.exitCode, 0, result.output);
});

test('a Markdown link to a missing file fails the build and names the file', async () => {
  const result = await buildFixtureSite({
    'docs/broken-markdown-link.md': await pageWith(
      'docs/about-platform.md',
      'Broken Markdown link fixture',
      'Read the [missing guide](./no-such-guide.md) next.',
    ),
  });
  assert.notEqual(result.exitCode, 0, 'the build must fail');
  assert.match(result.output, /no-such-guide\.md/);
  assert.match(result.output, /docs\/broken-markdown-link\.md/);
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
