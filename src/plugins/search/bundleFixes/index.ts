import type {RuleSetRule} from 'webpack';

/**
 * Runs the DocSearch modal bundle through patchDocSearchModal.cjs, which mends the error
 * screen, the 'Try searching for' suggestions and the no-results flash of the pinned
 * @docsearch/react (see that file for what and why).
 */
export const docSearchModalFixes: RuleSetRule = {
  test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
  use: [{loader: require.resolve('./patchDocSearchModal.cjs')}],
};
