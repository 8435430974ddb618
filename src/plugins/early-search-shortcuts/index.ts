import type {Plugin} from '@docusaurus/types';
import {earlySearchShortcutsScript} from '../../search/earlySearchShortcuts';

/**
 * Puts the search shortcuts' inline script in every page's head, so that Ctrl/Cmd+K and "/"
 * work from the moment the page shows, not only once the app has started.
 */
export default function earlySearchShortcutsPlugin(): Plugin {
  return {
    name: 'krci-early-search-shortcuts',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: earlySearchShortcutsScript}]};
    },
  };
}
