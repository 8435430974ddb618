import {themes, type PrismTheme} from 'prism-react-renderer';

/** New colours for the token types whose stock colour fails WCAG AA (4.5:1) on the block's background. */
type TokenColours = Readonly<Record<string, string>>;

/**
 * A copy of `base` in which every style that colours one of the listed token types takes the new colour.
 * Styles keep their grouping, so a group such as `string, attr-value` changes as a whole.
 */
function withTokenColours(base: PrismTheme, colours: TokenColours): PrismTheme {
  return {
    ...base,
    styles: base.styles.map((entry) => {
      const type = entry.types.find((name) => name in colours);
      return type === undefined ? entry : {...entry, style: {...entry.style, color: colours[type]}};
    }),
  };
}

/** GitHub's light theme with darker comments, strings, numbers, keywords and tags (all >= 4.5:1 on #f6f8fa). */
export const lightCodeTheme = withTokenColours(themes.github, {
  comment: '#636c76',
  string: '#b3135a',
  number: '#1b7c83',
  keyword: '#0a69b0',
  function: '#b62435',
});

/** Dracula with lighter comments (4.7:1 on #282a36 instead of 3:1). */
export const darkCodeTheme = withTokenColours(themes.dracula, {
  comment: '#8892c2',
});
