import type {Configuration} from 'webpack';

const patchLoader = require.resolve('./patchDocSearchModal.cjs');

/** Rspack's persistent cache settings (Docusaurus Faster); webpack's types do not know them. */
type RspackCacheExperiment = {readonly cache?: {readonly type?: string}};

/**
 * Runs the DocSearch modal bundle through patchDocSearchModal.cjs, which mends the error
 * screen, the 'Try searching for' suggestions, the no-results flash and the work the modal
 * repeats on every render in the pinned @docsearch/react (see that file for what and why).
 */
export function docSearchModalFixes(config: Configuration): Configuration {
  const fixes: Configuration = {
    module: {
      rules: [
        {
          test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
          use: [{loader: patchLoader}],
        },
      ],
    },
  };
  // The persistent cache is invalidated by the config files, not by the loaders they name:
  // without this a changed fix would reach no build until the cache was cleared.
  const {cache} = (config.experiments ?? {}) as RspackCacheExperiment;
  if (cache?.type !== 'persistent') {
    return fixes;
  }
  return {
    ...fixes,
    experiments: {cache: {buildDependencies: [patchLoader]}},
  };
}
