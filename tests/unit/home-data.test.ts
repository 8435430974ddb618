import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {features} from '../../src/data/features';
import {guides} from '../../src/data/guides';
import {mainSections} from '../../src/data/mainSections';
import {quickInstall, quickInstallCommands} from '../../src/data/quickInstall';
import {readSource, unresolvedRoute} from '../support/siteSources';
import {latestVersion} from '../../config/releases';
import {resolveReleaseFacts} from '../../config/releaseFactReferences';

describe('home page data', () => {
  test('every feature of the grid appears once, with an icon of its own', () => {
    assert.ok(features.length > 0);
    assert.equal(new Set(features.map((feature) => feature.title)).size, features.length);
    assert.equal(new Set(features.map((feature) => feature.icon)).size, features.length);
  });

  test('every feature, guide and main section leads to an existing page and heading', () => {
    const links = [...features, ...guides, ...mainSections].map((item) => item.to);
    assert.deepEqual(
      links.map(unresolvedRoute).filter((problem) => problem !== undefined),
      [],
    );
  });

  test('the route checker itself rejects a missing page and a missing heading', () => {
    assert.match(unresolvedRoute('/docs/no-such-page') ?? '', /no source file/);
    assert.match(
      unresolvedRoute('/docs/basic-concepts#no-such-heading') ?? '',
      /no heading #no-such-heading/,
    );
  });

  test('the install band pins the chart version that the latest Quick Start installs', () => {
    const file = `${latestVersion.dir}/quick-start/platform-installation.md`;
    const quickStart = resolveReleaseFacts(readSource(file), latestVersion, file);
    assert.match(
      quickStart,
      new RegExp(`--version ${quickInstall.chartVersion.replaceAll('.', '\\.')}\\b`),
    );
    assert.equal(unresolvedRoute(quickInstall.guide), undefined);
  });

  test('the install commands add the chart repository before installing the pinned chart', () => {
    const lines = quickInstallCommands('9.9.9').split('\n');
    assert.match(lines[0] ?? '', /^helm repo add epamedp /);
    const install = lines.findIndex((line) =>
      line.startsWith('helm install krci epamedp/edp-install --version 9.9.9'),
    );
    assert.ok(install > 0, 'helm install follows the repository commands');
    // Every line but the last continues the command, so a pasted block runs as written.
    for (const line of lines.slice(install, -1)) assert.match(line, / \\$/);
  });
});
