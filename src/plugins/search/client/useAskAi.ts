import {useMemo, useState} from 'react';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFiltersIfEnabled,
} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';

type AskAi = ThemeConfigAlgolia['askAi'];

/**
 * The search bar's Ask AI state, as the theme's `useAlgoliaAskAi` keeps it, less the
 * placeholder: that hook reads it from `@theme/SearchTranslations`, the modal's forty labels,
 * which would put them on every page. The modal reads them when it loads (../theme/SearchBar/withSiteDefaults).
 */
export function useAskAi(askAiOption: AskAi): {
  readonly isAskAiActive: boolean;
  readonly onAskAiToggle: (active: boolean) => void;
  readonly askAi: AskAi;
} {
  const [isAskAiActive, onAskAiToggle] = useState(false);
  const contextualFilters = useAlgoliaContextualFacetFiltersIfEnabled();
  // Ask AI searches the docs version the page is on, as the keyword search does.
  const askAi = useMemo(() => {
    if (!askAiOption || !contextualFilters) return askAiOption;
    return {
      ...askAiOption,
      searchParameters: {
        ...askAiOption.searchParameters,
        facetFilters: mergeFacetFilters(
          askAiOption.searchParameters?.facetFilters,
          contextualFilters,
        ),
      },
    };
  }, [askAiOption, contextualFilters]);
  return {isAskAiActive, onAskAiToggle, askAi};
}
