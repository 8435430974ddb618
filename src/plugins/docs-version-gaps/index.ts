import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/**
 * The titles of the docs that some built version lacks: doc id -> version name -> title.
 * Plain data: it travels to the client as global data, in every page, so it holds nothing else.
 */
export type DocsVersionGaps = {
  readonly titles: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

export const docsVersionGapsPluginName = 'krci-docs-version-gaps';

/**
 * The docs that exist in some versions and not in others, with their title in each version that
 * has them. A doc in every version is left out: its title is never needed to explain a gap.
 */
export function docsVersionGaps(content: LoadedContent | undefined): DocsVersionGaps {
  const versions = content?.loadedVersions ?? [];
  const titles = new Map<string, Record<string, string>>();
  for (const version of versions) {
    for (const doc of version.docs) {
      titles.set(doc.id, {...titles.get(doc.id), [version.versionName]: doc.title});
    }
  }
  const gaps = [...titles]
    .filter(([, byVersion]) => Object.keys(byVersion).length < versions.length)
    .sort(([a], [b]) => a.localeCompare(b));
  return {titles: Object.fromEntries(gaps)};
}

/**
 * Hands the version menu's notices the title of a page that a version lacks (read with
 * `usePluginData`): the docs plugin's own global data has ids and paths, not titles.
 */
export default function docsVersionGapsPlugin(): Plugin {
  return {
    name: docsVersionGapsPluginName,
    allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      actions.setGlobalData(docsVersionGaps(docs));
    },
  };
}
