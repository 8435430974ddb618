import {usePluginData} from '@docusaurus/useGlobalData';
import {docsVersionGapsPluginName, type DocsVersionGaps} from '@site/src/plugins/docs-version-gaps';

/**
 * The title of a doc that some version lacks, in a version that has it (written to global data
 * by the docs-version-gaps plugin); undefined for a doc that every version has.
 */
export function usePageTitleInVersion(): (
  docId: string,
  versionName: string,
) => string | undefined {
  const {titles} = usePluginData(docsVersionGapsPluginName) as DocsVersionGaps;
  return (docId, versionName) => titles[docId]?.[versionName];
}
