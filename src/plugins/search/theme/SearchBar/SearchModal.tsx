// (CUSTOM) The DocSearch modal, loaded the first time a reader asks for it.
// Upstream imported it by hand and opened nothing when that import failed (the
// reader is offline, or a deployment removed the old chunk). Here react-loadable
// loads it, so while the code is on its way the reader sees a dialog with the
// modal's search field, to type into at once, above @theme/Loading: its spinner
// after the 200 ms delay, or the error in a red box with Retry, which loads the
// code again. What the reader typed becomes the modal's query when it arrives.

import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import Loadable, {type LoadingComponentProps} from 'react-loadable';
import type {DocSearchModalProps} from '@docsearch/react';
import {translate} from '@docusaurus/Translate';
import Loading from '@theme/Loading';
import {focusAtEnd} from './focusAtEnd';
import styles from './SearchModal.module.css';

/** What the pending dialog shows and does on behalf of the search it stands in for. */
type PendingSearch = {
  readonly close: () => void;
  readonly placeholder: string | undefined;
  readonly query: string;
  readonly setQuery: (query: string) => void;
};

const PendingSearchContext = createContext<PendingSearch>({
  close: () => {},
  placeholder: undefined,
  query: '',
  setQuery: () => {},
});

// The pending field's words, under the ids @theme/SearchTranslations gives the
// modal's field: that module, all the modal's labels, comes with the modal.
const pendingFieldLabel = translate({
  id: 'theme.SearchModal.searchBox.searchInputLabel',
  message: 'Search',
  description: 'The ARIA label for search input',
});
const pendingFieldPlaceholder = translate({
  id: 'theme.SearchModal.searchBox.placeholderText',
  message: 'Search docs',
  description: 'The placeholder text for the main search input field',
});

/** DocSearch's magnifier (its own icon is inside the modal's code). */
function SearchIcon(): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 24 24"
      aria-hidden="true">
      <circle
        cx="11"
        cy="11"
        r="8"
        stroke="currentColor"
        fill="none"
        strokeWidth="1.4"
      />
      <path
        d="m21 21-4.3-4.3"
        stroke="currentColor"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PendingSearchDialog(props: LoadingComponentProps): ReactNode {
  const {close, placeholder, query, setQuery} =
    useContext(PendingSearchContext);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  // Like the modal it stands in for, the dialog puts the focus in its search
  // field, after any query typed so far. Escape closes it through the search's
  // keyboard shortcuts, which listen while the search is open.
  useLayoutEffect(() => focusAtEnd(field.current), []);
  return (
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // The press would otherwise move the focus to the page, away from the
        // search button that closing the search gives it back to.
        event.preventDefault();
        close();
      }}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={translate({
          id: 'krci.SearchModal.pendingLabel',
          message: 'Search',
          description:
            'The name of the dialog shown while the search modal loads',
        })}>
        {/* The modal's own search box: DocSearch's styles are in the site's stylesheet. */}
        <header className="DocSearch-SearchBar">
          <form
            className="DocSearch-Form"
            onSubmit={(event) => event.preventDefault()}>
            <label className="DocSearch-MagnifierLabel" htmlFor={fieldId}>
              <SearchIcon />
              <span className="DocSearch-VisuallyHiddenForAccessibility">
                {pendingFieldLabel}
              </span>
            </label>
            <input
              ref={field}
              id={fieldId}
              className="DocSearch-Input"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder={placeholder ?? pendingFieldPlaceholder}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              enterKeyHint="search"
              spellCheck={false}
              maxLength={512}
            />
          </form>
        </header>
        <div className={styles.status}>
          <Loading {...props} />
        </div>
      </div>
    </div>
  );
}

// One chunk name for the four imports: the modal arrives as one script named
// for what it is, search-modal.[hash].js (Docusaurus puts every stylesheet in
// the site's one CSS file).
const LoadableSearchModal = Loadable({
  loader: async (): Promise<ComponentType<DocSearchModalProps>> => {
    const [{DocSearchModal}, {withSiteDefaults}] = await Promise.all([
      import(/* webpackChunkName: "search-modal" */ '@docsearch/react/modal'),
      import(/* webpackChunkName: "search-modal" */ './withSiteDefaults'),
      import(/* webpackChunkName: "search-modal" */ '@docsearch/react/style'),
      import(/* webpackChunkName: "search-modal" */ './styles.css'),
    ]);
    return withSiteDefaults(DocSearchModal);
  },
  loading: PendingSearchDialog,
});

/**
 * The DocSearch modal, or the pending dialog while its code loads. The query
 * typed into the pending dialog is the modal's initial query: DocSearch reads
 * it once, when the modal mounts.
 */
export function SearchModal(
  props: DocSearchModalProps & {readonly onClose: () => void},
): ReactNode {
  const {onClose, placeholder} = props;
  const [query, setQuery] = useState(props.initialQuery ?? '');
  const pending = useMemo(
    () => ({close: onClose, placeholder, query, setQuery}),
    [onClose, placeholder, query],
  );
  return (
    <PendingSearchContext.Provider value={pending}>
      <LoadableSearchModal {...props} initialQuery={query} />
    </PendingSearchContext.Provider>
  );
}

/**
 * Starts loading the modal when the reader heads for the search button. A
 * failure is not lost: react-loadable keeps it and shows it, with Retry, when
 * the reader opens the search.
 */
export function preloadSearchModal(): void {
  // preload() returns the load promise, though it is typed void; unhandled, its
  // rejection would be logged as an uncaught error.
  Promise.resolve(LoadableSearchModal.preload()).catch(() => undefined);
}
