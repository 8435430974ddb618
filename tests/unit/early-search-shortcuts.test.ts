import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  earlySearchShortcutsScript,
  type EarlySearchRequest,
} from '../../src/plugins/search/shared/earlySearchShortcuts';

// The head script on its own, in a stand-in window: the key cases a browser test would need a
// page load each for. tests/e2e/search-shortcuts.spec.ts covers it in a real page.

type Key = {
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
  /** The element with the focus (the page's body unless said). */
  target?: {tagName: string; isContentEditable?: boolean};
};

type Listener = (event: unknown) => void;

/** Runs the script in a window of its own; `press` returns whether the key's default was prevented. */
function startScript() {
  const listeners = new Set<Listener>();
  const fakeWindow: Record<string, unknown> = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      assert.equal(type, 'keydown');
      assert.equal(capture, true, 'listens in the capture phase, ahead of the page');
      listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  // The test runs the page's script text, as the browser does; the site itself evaluates nothing.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const runScript = new Function('window', earlySearchShortcutsScript) as (window: object) => void;
  runScript(fakeWindow);
  const handover = fakeWindow.__earlySearchShortcuts as {take: () => EarlySearchRequest | null};
  return {
    press(...keys: Key[]): boolean[] {
      return keys.map((key) => {
        let prevented = false;
        const event = {
          target: {tagName: 'BODY'},
          ...key,
          preventDefault: () => (prevented = true),
        };
        listeners.forEach((listener) => listener(event));
        return prevented;
      });
    },
    type(text: string): boolean[] {
      return this.press(...[...text].map((key) => ({key})));
    },
    take: () => handover.take(),
    listening: () => listeners.size > 0,
  };
}

const ctrlK = {key: 'k', ctrlKey: true};

// A mistyped query, mended with Backspace. cspell:ignore tekx

describe('the early search shortcuts script', () => {
  test('leaves the page alone until a shortcut is pressed', () => {
    const page = startScript();
    assert.deepEqual(page.type('ab'), [false, false]);
    assert.equal(page.take(), null);
  });

  test('Ctrl+K, Cmd+K and / ask for the search, and keep what is typed after them', () => {
    for (const shortcut of [ctrlK, {key: 'K', metaKey: true}, {key: '/'}]) {
      const page = startScript();
      assert.deepEqual(page.press(shortcut), [true]);
      assert.deepEqual(page.type('tekton/x'), Array(8).fill(true));
      assert.deepEqual(page.take(), {query: 'tekton/x'});
    }
  });

  test('Backspace edits the query, and Escape forgets the request', () => {
    const page = startScript();
    page.press(ctrlK);
    page.type('tekx');
    assert.deepEqual(page.press({key: 'Backspace'}), [true]);
    page.type('ton');
    assert.deepEqual(page.take(), {query: 'tekton'});

    const another = startScript();
    another.press({key: '/'});
    another.type('abc');
    another.press({key: 'Escape'});
    assert.equal(another.take(), null);
  });

  test('the shortcut pressed again keeps the request and its query', () => {
    const page = startScript();
    page.press(ctrlK);
    page.type('tek');
    assert.deepEqual(page.press(ctrlK), [true]);
    assert.deepEqual(page.take(), {query: 'tek'});
  });

  test('/ in a text field types a slash, and keys typed into a field stay there', () => {
    const fields = [
      {tagName: 'INPUT'},
      {tagName: 'TEXTAREA'},
      {tagName: 'SELECT'},
      {tagName: 'DIV', isContentEditable: true},
    ];
    for (const target of fields) {
      const page = startScript();
      assert.deepEqual(page.press({key: '/', target}), [false]);
      assert.equal(page.take(), null);
    }
    const page = startScript();
    page.press(ctrlK);
    assert.deepEqual(page.press({key: 'a', target: {tagName: 'INPUT'}}), [false]);
    assert.deepEqual(page.take(), {query: ''});
  });

  test('only keys that type a character add to the query', () => {
    const page = startScript();
    page.press(ctrlK);
    const ignored = [
      {key: 'c', ctrlKey: true},
      {key: 'v', metaKey: true},
      {key: 'Enter'},
      {key: 'ArrowDown'},
      {key: 'Shift'},
      {key: 'a', isComposing: true},
      // Chrome's autofill sends keydown events without a key.
      {},
    ];
    assert.deepEqual(page.press(...ignored), Array(ignored.length).fill(false));
    // AltGr (Ctrl+Alt on Windows) and Option type characters.
    page.press({key: '@', ctrlKey: true, altKey: true}, {key: 'ß', altKey: true}, {key: ' '});
    assert.deepEqual(page.take(), {query: '@ß '});
  });

  test('hands the request over once, and stops listening', () => {
    const page = startScript();
    page.press({key: '/'});
    assert.deepEqual(page.take(), {query: ''});
    assert.equal(page.listening(), false);
    assert.equal(page.take(), null);
  });
});
