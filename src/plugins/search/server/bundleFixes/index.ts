import type {Configuration} from 'webpack';
import {loaderRule} from '../../../loaderRule';
import {readFixes} from './fixFiles.cjs';

const patchLoader = require.resolve('./patchDocSearchModal.cjs');

/**
 * Runs the DocSearch modal bundle through patchDocSearchModal.cjs, which applies the fixes in
 * docsearch/ to the pinned @docsearch/react: they mend the error screen, the 'Try searching
 * for' suggestions, the no-results flash and the work the modal repeats on every render, and
 * keep its bundled zod from probing for eval under the site's Content Security Policy (each
 * fix file says what and why). The fix files are build dependencies: a changed fix reaches the
 * next build without a `docusaurus clear`.
 */
export function docSearchModalFixes(config: Configuration): Configuration {
  return loaderRule(
    config,
    /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
    patchLoader,
    [require.resolve('./fixFiles.cjs'), ...readFixes().map((fix) => fix.file)],
  );
}
