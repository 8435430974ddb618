/**
 * Search shortcuts pressed before the site's app has started.
 *
 * The page is painted, and readable, well before React hydrates it (config/ssrTemplate.ts even
 * waits for the first paint before it adds the site's scripts). Until then nothing listens to
 * the keyboard, and Ctrl/Cmd+K or "/" would be lost. This script is inline in the page's head
 * because a script file would start no sooner than the app: it listens from the first moment,
 * remembers that the search was asked for and what the reader typed after, and hands that over
 * when the SearchBar mounts (takeEarlySearchRequest). Once the SearchBar has taken over, the
 * site's keyboard hook (useSearchShortcuts) answers the same keys.
 *
 * Plain ES5 in a string, as the page template's own inline script: it is not compiled. It runs
 * no eval; the site's Content Security Policy lets it run by its hash, which the build computes
 * from the page as written (src/plugins/security-policy).
 */

/** What the reader asked for before the app started: the search, with what they typed after. */
export type EarlySearchRequest = {readonly query: string};

/** The property of `window` through which the inline script hands its request over. */
const handoverProperty = '__earlySearchShortcuts';

type EarlySearchShortcuts = {
  /** Stops listening and returns the request (once), or null when the search was not asked for. */
  take: () => EarlySearchRequest | null;
};

/**
 * The head script. Ctrl/Cmd+K, or "/" outside a text field, asks for the search (as the
 * DocSearch modal's shortcuts do); from then on a character key adds to the query, Backspace
 * removes its last character and Escape forgets the request. Keys typed into a field of the page
 * stay there. Pressing the shortcut again keeps the request: nothing has shown yet to close.
 */
export const earlySearchShortcutsScript = `(function () {
  var request = null;
  function isEditable(element) {
    return element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
  }
  // One character, and no Ctrl or Cmd shortcut (AltGr reports Ctrl+Alt on Windows).
  function typesCharacter(event) {
    return event.key.length === 1 && !event.metaKey && !(event.ctrlKey && !event.altKey);
  }
  function onKeyDown(event) {
    var key = event.key;
    if (event.isComposing || typeof key !== 'string') return;
    if (key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      request = request || {query: ''};
    } else if (!request) {
      if (key === '/' && !isEditable(event.target)) {
        event.preventDefault();
        request = {query: ''};
      }
    } else if (key === 'Escape') {
      request = null;
    } else if (isEditable(event.target)) {
      return;
    } else if (key === 'Backspace') {
      event.preventDefault();
      request = {query: request.query.slice(0, -1)};
    } else if (typesCharacter(event)) {
      event.preventDefault();
      request = {query: request.query + key};
    }
  }
  window.addEventListener('keydown', onKeyDown, true);
  window.${handoverProperty} = {
    take: function () {
      window.removeEventListener('keydown', onKeyDown, true);
      var taken = request;
      request = null;
      return taken;
    }
  };
})();`;

/**
 * Called by the SearchBar when it mounts: stops the head script and returns what the reader
 * asked for before the app started, or null when they asked for nothing (or the page lacks
 * the script).
 */
export function takeEarlySearchRequest(): EarlySearchRequest | null {
  const early = (window as unknown as Record<string, EarlySearchShortcuts | undefined>)[
    handoverProperty
  ];
  return early?.take() ?? null;
}
