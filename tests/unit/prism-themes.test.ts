import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';
import {contrastRatio} from '../support/contrast';

/** Token colours under 4.5:1 against the theme's own background, as "types: colour (ratio)". */
function lowContrastTokens(theme: typeof lightCodeTheme): string[] {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return theme.styles
    .filter((entry) => entry.style.color !== undefined)
    .map((entry) => ({entry, ratio: contrastRatio(entry.style.color!, background)}))
    .filter(({ratio}) => ratio < 4.5)
    .map(
      ({entry, ratio}) => `${entry.types.join(',')}: ${entry.style.color} (${ratio.toFixed(2)})`,
    );
}

describe('code block themes', () => {
  test('the stock themes fail AA, which is why the site has its own', () => {
    assert.notDeepEqual(lowContrastTokens(themes.github), []);
    assert.notDeepEqual(lowContrastTokens(themes.dracula), []);
  });

  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    test(`every ${mode} token colour reaches 4.5:1 on the code background`, () => {
      assert.deepEqual(lowContrastTokens(theme), []);
    });
  }

  test('only colours change: every token type of the stock theme is still styled', () => {
    assert.deepEqual(
      lightCodeTheme.styles.map((entry) => entry.types),
      themes.github.styles.map((entry) => entry.types),
    );
  });
});
