// Prettier settings that match the code as it was written: single quotes,
// `{a}` without spaces, `>` of a multi-line JSX tag on its last attribute,
// trailing commas, parentheses around every arrow parameter.
/** @type {import('prettier').Config} */
const config = {
  printWidth: 100,
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  trailingComma: 'all',
  arrowParens: 'always',
  overrides: [
    {
      // Swizzled theme components stay at Docusaurus' own width (its repo's
      // Prettier config) so that they diff cleanly against upstream.
      files: ['src/theme/**', 'src/plugins/search/theme/**'],
      options: {printWidth: 80},
    },
  ],
};

export default config;
