import {test} from 'node:test';
import assert from 'node:assert/strict';
import siteConfig from '../../docusaurus.config';
import {buildDirectory, landmarkRoutes} from '../support/builtPages';
import {checkSiteLinks, formatBrokenLinks, type BrokenLink} from '../support/siteLinks';

// Run after `npm run build`. Docusaurus checks links while it builds, but it only
// warns about anchors and never looks at raw HTML, images or the head's links:
// this suite reads every built page, in every docs version, and fails on each.
// External links are listed by `npm run report:external-links`, never fetched.

// The public address: absolute links to it (canonical, hreflang) are internal.
const report = checkSiteLinks(buildDirectory, siteConfig.url);
const ofKinds = (links: readonly BrokenLink[], ...kinds: BrokenLink['kind'][]) =>
  links.filter((link) => kinds.includes(link.kind));

test('reads every docs version, the FAQ, the blog and the pages', (t) => {
  t.diagnostic(
    `Checked ${report.internalLinksChecked} internal links and ${report.anchorsChecked} anchors on ${report.pagesChecked.length} pages`,
  );
  const unread = landmarkRoutes().filter((route) => !report.pagesChecked.includes(route));
  assert.deepEqual(
    unread,
    [],
    'pages missing from build/: run a full `npm run build` (no DOCS_VERSIONS) first',
  );
});

test('every internal a[href] leads to a built page or file', () => {
  const broken = ofKinds(report.missingTargets, 'a[href]');
  assert.equal(broken.length, 0, formatBrokenLinks(broken));
});

test('every #anchor names an element id on its page', () => {
  assert.equal(report.missingAnchors.length, 0, formatBrokenLinks(report.missingAnchors));
});

test('every internal img[src] is a built file', () => {
  const broken = ofKinds(report.missingTargets, 'img[src]');
  assert.equal(broken.length, 0, formatBrokenLinks(broken));
});

test('canonical and hreflang links name built pages', () => {
  const broken = ofKinds(report.missingTargets, 'link[rel=canonical]', 'link[hreflang]');
  assert.equal(broken.length, 0, formatBrokenLinks(broken));
});
