import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDirectory} from '../support/builtPages';

// Run after `npm run build`: what every page's main bundle carries of the site config.
const scriptsDirectory = path.join(buildDirectory, 'assets/js');
const mainBundles = readdirSync(scriptsDirectory).filter((file) =>
  /^main\.[0-9a-f]+\.js$/.test(file),
);

test('the main bundle holds the site config without what only the build reads', () => {
  assert.equal(
    mainBundles.length,
    1,
    `one main bundle in ${scriptsDirectory}: ${mainBundles.join(', ')}`,
  );
  const bundle = readFileSync(path.join(scriptsDirectory, mainBundles[0]!), 'utf8');
  // The config is there: the browser reads the tagline, the theme config and the rest.
  assert.ok(
    bundle.includes('tagline:"Build Your Delivery Rocket"'),
    'no site config in the main bundle',
  );
  // The page template (config/ssrTemplate.ts) and the plugins' options are not.
  for (const buildOnly of ['it.appHtml', 'glossaryRoutes', 'remarkPlugins', 'blogSidebarTitle']) {
    assert.ok(
      !bundle.includes(buildOnly),
      `the main bundle carries "${buildOnly}" of the build's config`,
    );
  }
});
