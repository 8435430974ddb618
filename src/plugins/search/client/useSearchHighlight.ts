import {useEffect, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import {useShownLocation} from './shownLocation';

/**
 * Highlights on the page the words of the search hit that opened it (the URL's
 * highlight parameter, see highlightParam.ts), then takes the parameter out of
 * the address. Escape or the next navigation clears the marks.
 *
 * The parameter goes through the router (a query-only replace, which Docusaurus
 * never scrolls for), not `window.history.replaceState`: the router would keep
 * its own copy of the old address, and links built from it (the docs version
 * menu keeps `?query#hash`) would carry the words to the next page.
 *
 * Runs in the search theme's Root wrap, for every page, in an effect that
 * follows the page on screen (./shownLocation.ts), not the router's address,
 * which changes before the new page is in place. The code that reads the
 * parameter and marks the words is fetched only by a page opened with a query
 * string.
 */
export function useSearchHighlight(): void {
  const location = useShownLocation();
  const history = useHistory();
  /** The marks on the page, and the address once the parameter is gone. */
  const applied = useRef<{readonly address: string; readonly clear: () => void} | null>(null);

  useEffect(() => {
    if (!location) return undefined;
    const address = `${location.pathname}${location.search}${location.hash}`;
    // The parameter's own removal (below) keeps the marks.
    if (applied.current?.address === address) return undefined;
    applied.current?.clear();
    applied.current = null;
    if (!location.search) return undefined;

    let stillHere = true;
    Promise.all([
      import(/* webpackChunkName: "search-highlight" */ './markSearchWords'),
      import(/* webpackChunkName: "search-highlight" */ './highlightParam'),
    ])
      .then(([{markSearchWords}, {highlightWordsOf, withoutHighlightParam}]) => {
        const words = highlightWordsOf(location.search);
        if (!stillHere || words.length === 0) return;
        const search = withoutHighlightParam(location.search);
        applied.current = {
          address: `${location.pathname}${search}${location.hash}`,
          clear: markSearchWords(words) ?? (() => undefined),
        };
        history.replace({...location, search});
      })
      // Offline, the page stays as it is, parameter included.
      .catch(() => undefined);
    return () => {
      stillHere = false;
    };
  }, [history, location]);

  useEffect(() => () => applied.current?.clear(), []);
}
