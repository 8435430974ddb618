import type {Configuration} from 'webpack';
import {loaderRule} from '../../../loaderRule';

const patchLoader = require.resolve('./patchDocSearchModal.cjs');

/**
 * Runs the DocSearch modal bundle through patchDocSearchModal.cjs, which mends the error
 * screen, the 'Try searching for' suggestions, the no-results flash and the work the modal
 * repeats on every render in the pinned @docsearch/react, and keeps its bundled zod from
 * probing for eval under the site's Content Security Policy (see that file for what and why).
 */
export function docSearchModalFixes(config: Configuration): Configuration {
  return loaderRule(
    config,
    /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
    patchLoader,
  );
}
