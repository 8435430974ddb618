/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Change: ejected from @docusaurus/theme-search-algolia 3.9.2, whose SearchBar
// takes no props and always queries Algolia. Every change is marked (CUSTOM):
// - the search theme's client answers the modal (../../client/useSearchClient:
//   the embedded index, or Algolia's); with the embedded engine no Algolia host
//   is preconnected and no Algolia credit shown;
// - the modal's labels (@theme/SearchTranslations) load with the modal, not
//   with every page (./withSiteDefaults, which also gives the no-results screen
//   its "Let us know." link and hit URLs the words they matched): the bar keeps
//   the button's label and the Ask AI state (../../client/useAskAi);
// - "See all N results" names the docs version that the modal searched;
// - the button is named by its visible text, "Search Ctrl K" (WCAG 2.5.3, axe
//   label-content-name-mismatch), rather than by the label "Search (Control+k)";
// - the modal loads through react-loadable (./SearchModal), so a slow load shows
//   a spinner and a failed one the error with Retry, instead of nothing, above a
//   search field that keeps what the reader types meanwhile;
// - a shortcut pressed before the app started (../../shared/earlySearchShortcuts.ts)
//   opens the search when the bar mounts, with what the reader typed after it;
// - the site's own keyboard hook (../../client/useSearchShortcuts.ts) replaces
//   DocSearch's: "/" also works while a button (the search button, after Escape)
//   has the focus.

import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {
  InternalDocSearchHit,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import {useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import {searchPageVersionParam} from '../../client/searchPageVersion';
import {
  useSearchClient,
  type SearchClientLike,
} from '../../client/useSearchClient';
import type {SearchParams} from '../../client/LocalSearchClient';
import {takeEarlySearchRequest} from '../../shared/earlySearchShortcuts';
import {useSearchShortcuts} from '../../client/useSearchShortcuts';
import {useAskAi} from '../../client/useAskAi';
import {SearchModal, preloadSearchModal} from './SearchModal';

// (CUSTOM) DocSearch 4.7 widened its askAi type (Agent Studio) beyond the
// theme's; the theme's own type is the one this site passes.
type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY' | 'askAi'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: ThemeConfigAlgolia['askAi'];
};

// extend DocSearchProps for v4 features
// TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
interface DocSearchV4Props extends DocSearchProps {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

// (CUSTOM) the button's label, from the id @theme/SearchTranslations gives it:
// that module, the modal's labels, loads with the modal (./withSiteDefaults)
const searchLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const buttonTranslations = {
  buttonText: searchLabel,
  buttonAriaLabel: searchLabel,
};

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(
  searchClient: SearchClientLike,
): DocSearchModalProps['transformSearchClient'] {
  // (CUSTOM) the search theme's client answers the modal, in place of the one
  // DocSearch made (for Algolia, the theme's adds the docusaurus agent itself);
  // the same client the bar prepares when the search opens
  return useCallback(
    () => searchClient as unknown as DocSearchTransformClient,
    [searchClient],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();
  // (CUSTOM) the search page opens on the docs version the modal searched,
  // so it finds the same N results
  const [docsVersion] = useDocsVersionCandidates('default');
  const searchLink = `${createSearchLink(state.query)}&${new URLSearchParams({
    [searchPageVersionParam]: docsVersion.name,
  }).toString()}`;

  return (
    <Link to={searchLink} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  // (CUSTOM) which engine answers: the search theme's option
  const {engine, searchClient} = useSearchClient();
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient(searchClient);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  // (CUSTOM) the theme's useAlgoliaAskAi, less the placeholder it reads from
  // the modal's labels: the modal picks it when it loads
  const {isAskAiActive, onAskAiToggle, askAi} = useAskAi(props.askAi);
  // (CUSTOM) DocSearch 4.7 types askAi more narrowly than the theme; the modal
  // gets the contextual askAi (as upstream, which spreads it last).
  const {askAi: _themeAskAi, ...modalProps} = props;

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // (CUSTOM) lets styles.css drop the Algolia credit when Algolia does not answer
      divElement.className = `krci-search krci-search--${engine}`;
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [engine]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    setIsOpen(true);
  }, [prepareSearchContainer]);

  // (CUSTOM) what every search of this page needs (the index's manifests, or
  // Algolia's client) starts loading as the search opens, not with the first key
  const facetFiltersKey = JSON.stringify(searchParameters?.facetFilters ?? []);
  useEffect(() => {
    if (isOpen) {
      searchClient.prepare(
        JSON.parse(facetFiltersKey) as SearchParams['facetFilters'],
      );
    }
  }, [facetFiltersKey, isOpen, searchClient]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  // (CUSTOM) the site's hook, in place of useDocSearchKeyboardEvents (whose
  // onInput DocSearch 4 no longer calls: upstream's handleInput is gone)
  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive,
    onAskAiToggle,
  });

  // (CUSTOM) takes over from the head script: a shortcut pressed before the
  // app started opens the search now, with what the reader typed after it.
  // An effect, as hydration must first render what the server rendered; a
  // layout effect, so that the search opens and takes the focus in the same
  // task, before another key can arrive.
  useLayoutEffect(() => {
    const earlyRequest = takeEarlySearchRequest();
    if (earlyRequest) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- once, from outside React
      setInitialQuery(earlyRequest.query);
      openModal();
    }
  }, [openModal]);

  return (
    <>
      {/* (CUSTOM) only the hosted engine talks to Algolia */}
      {engine === 'algolia' && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={preloadSearchModal}
        onFocus={preloadSearchModal}
        onMouseOver={preloadSearchModal}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? buttonTranslations}
        // (CUSTOM) No label: the name comes from the visible text; the shortcut stays in aria-keyshortcuts.
        aria-label={undefined}
      />

      {/* Upstream reads the container ref while rendering; it is set before isOpen turns true. */}
      {/* eslint-disable react-hooks/refs */}
      {isOpen &&
        searchContainer.current &&
        createPortal(
          <SearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            {...modalProps}
            // (CUSTOM) the modal reads @theme/SearchTranslations when it loads
            translations={props.translations?.modal}
            searchParameters={searchParameters}
            askAi={askAi as DocSearchModalProps['askAi']}
            isAskAiActive={isAskAiActive}
            onAskAiToggle={onAskAiToggle}
          />,
          searchContainer.current,
        )}
      {/* eslint-enable react-hooks/refs */}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchV4Props)} />
  );
}
