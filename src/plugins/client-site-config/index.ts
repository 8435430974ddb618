import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loaderRule} from '../loaderRule';

const trimLoader = require.resolve('./trimSiteConfig.cjs');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Docusaurus puts the whole site config in every page's main bundle, though the browser reads
 * only part of it. Its largest build-only parts, the page template (config/ssrTemplate.ts) and
 * the options of every plugin and theme, were about 1 KB gzip of each first load; this plugin
 * leaves them out of the browser's copy (./trimSiteConfig.cjs). Server rendering keeps the
 * whole config.
 */
export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  const generatedConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'krci-client-site-config',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return loaderRule(config, new RegExp(`^${escapeRegExp(generatedConfig)}$`), trimLoader);
    },
  };
}
