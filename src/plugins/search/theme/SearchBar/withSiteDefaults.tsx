// The DocSearch modal as this site shows it. Loaded with the modal's own code
// (./SearchModal), so none of it is on a page until its search opens.

import {useCallback, useLayoutEffect, type ComponentType} from 'react';
import type {DocSearchHit, DocSearchModalProps} from '@docsearch/react';
import translations from '@theme/SearchTranslations';
import {missingResultsUrl} from '../../client/missingResultsUrl';
import {withHighlightParam} from '../../client/highlightParam';
import {focusAtEnd} from './focusAtEnd';

/**
 * DocSearch's modal with the site's defaults, each yielding to what the search
 * bar passes:
 * - the focus in its field from the commit that replaces the pending dialog
 *   (DocSearch focuses it in an effect, which can run after a key the reader
 *   typed meanwhile);
 * - the theme's labels (@theme/SearchTranslations), the field's placeholder
 *   following the Ask AI mode, as the theme's useAlgoliaAskAi sets it;
 * - the no-results screen's "Let us know." link (a function cannot be set in
 *   the serialised theme config);
 * - hit URLs that carry the words the hit matched, which the page it opens
 *   highlights (../../client/useSearchHighlight).
 */
export function withSiteDefaults(
  Modal: ComponentType<DocSearchModalProps>,
): ComponentType<DocSearchModalProps> {
  const labels = translations.modal;
  return function SiteSearchModal(props) {
    const searchBox = labels?.searchBox;
    const placeholder =
      props.placeholder ??
      (props.isAskAiActive
        ? searchBox?.placeholderTextAskAi
        : searchBox?.placeholderText);
    useLayoutEffect(
      () =>
        focusAtEnd(
          document.querySelector<HTMLInputElement>(
            '.DocSearch-Modal .DocSearch-Input',
          ),
        ),
      [],
    );
    const {transformItems} = props;
    const withMatchedWords = useCallback(
      (items: DocSearchHit[]) =>
        (transformItems ? transformItems(items) : items).map((item) => ({
          ...item,
          url: withHighlightParam(item.url, item._highlightResult),
        })),
      [transformItems],
    );
    return (
      <Modal
        getMissingResultsUrl={missingResultsUrl}
        {...props}
        translations={props.translations ?? labels}
        placeholder={placeholder}
        transformItems={withMatchedWords}
      />
    );
  };
}
