import type {Configuration} from 'webpack';
import {loaderRule} from '../../loaderRule';

const patchLoader = require.resolve('./patchMermaidStyles.cjs');

/**
 * Runs Mermaid's main module through patchMermaidStyles.cjs, which moves each diagram's CSS from
 * a <style> element, which the site's policy does not allow, to a constructed stylesheet (see
 * that file and ../client/diagramStyles.ts for what and why).
 */
export function mermaidStyleFixes(config: Configuration): Configuration {
  return loaderRule(config, /[\\/]mermaid[\\/]dist[\\/]mermaid\.core\.mjs$/, patchLoader);
}
