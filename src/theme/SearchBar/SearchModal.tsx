// (CUSTOM) The DocSearch modal, loaded the first time a reader asks for it.
// Upstream imported it by hand and opened nothing when that import failed (the
// reader is offline, or a deployment removed the old chunk). Here react-loadable
// loads it, so while the code is on its way the reader sees a dialog holding
// @theme/Loading: its spinner after the 200 ms delay, or the error in a red box
// with Retry, which loads the code again.

import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import Loadable, {type LoadingComponentProps} from 'react-loadable';
import type {DocSearchModalProps} from '@docsearch/react';
import {translate} from '@docusaurus/Translate';
import Loading from '@theme/Loading';
import styles from './SearchModal.module.css';

/** How the pending dialog closes the search when the reader clicks beside it. */
export const CloseSearchContext = createContext<() => void>(() => {});

function PendingSearchDialog(props: LoadingComponentProps): ReactNode {
  const closeSearch = useContext(CloseSearchContext);
  const dialog = useRef<HTMLDivElement>(null);
  // Like the modal it stands in for, the dialog takes the focus; Escape closes
  // it through DocSearch's keyboard handler, which listens while the search is open.
  useEffect(() => dialog.current?.focus(), []);
  return (
    <div
      className={styles.backdrop}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // The press would otherwise move the focus to the page, away from the
        // search button that closing the search gives it back to.
        event.preventDefault();
        closeSearch();
      }}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={translate({
          id: 'theme.SearchModal.pendingLabel',
          message: 'Search',
          description:
            'The name of the dialog shown while the search modal loads',
        })}
        tabIndex={-1}>
        <Loading {...props} />
      </div>
    </div>
  );
}

// One chunk name for the three imports: the modal arrives as one script named
// for what it is, search-modal.[hash].js (Docusaurus puts every stylesheet in
// the site's one CSS file).
export const SearchModal = Loadable({
  loader: async (): Promise<ComponentType<DocSearchModalProps>> => {
    const [{DocSearchModal}] = await Promise.all([
      import(/* webpackChunkName: "search-modal" */ '@docsearch/react/modal'),
      import(/* webpackChunkName: "search-modal" */ '@docsearch/react/style'),
      import(/* webpackChunkName: "search-modal" */ './styles.css'),
    ]);
    return DocSearchModal;
  },
  loading: PendingSearchDialog,
});

/**
 * Starts loading the modal when the reader heads for the search button. A
 * failure is not lost: react-loadable keeps it and shows it, with Retry, when
 * the reader opens the search.
 */
export function preloadSearchModal(): void {
  // preload() returns the load promise, though it is typed void; unhandled, its
  // rejection would be logged as an uncaught error.
  Promise.resolve(SearchModal.preload()).catch(() => undefined);
}
