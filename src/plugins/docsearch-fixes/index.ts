import type {Plugin} from '@docusaurus/types';

/**
 * Runs the DocSearch modal bundle through patchDocSearchModal.cjs, which
 * mends the error screen and the 'Try searching for' suggestions of the
 * pinned @docsearch/react (see that file for what and why).
 */
export default function docSearchFixesPlugin(): Plugin {
  return {
    name: 'krci-docsearch-fixes',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [{loader: require.resolve('./patchDocSearchModal.cjs')}],
            },
          ],
        },
      };
    },
  };
}
