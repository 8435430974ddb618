/**
 * Wraps the words a search hit was found for in `<mark>` in the article's prose,
 * until Escape or the caller clears them. Loaded only by a page opened with the
 * words (useSearchHighlight.ts).
 *
 * React owns these text nodes. Each one it made stays where it is, holding the
 * text before its first match, and gets its whole text back when the marks go.
 * (`normalize()` would not do: it removes a text node left empty by a match at
 * its start, and merges neighbouring text nodes that React made separately, so
 * React would later update or remove a node that is no longer in the page.)
 */
import {isPrefixWord, wordCharacter} from './highlightParam';

/** The prose of the page's article: a doc, an FAQ answer, a blog post. */
const proseSelector = 'main article .markdown';
/** Code blocks, diagrams and icons, the headings' "#" links, and text already marked. */
const skippedSelector = 'pre, .theme-code-block, svg, a.hash-link, mark, script, style, textarea';
/** Open things that Escape closes first: the search, a dialog, a zoomed image. */
const escapeTakenSelector =
  '.DocSearch-Container, [aria-modal="true"], dialog[open], body.medium-zoom--opened';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Page words that start with one of the words, case-insensitively; words of two
 * letters only as whole words, as the index matches prefixes of longer words only.
 */
export function searchWordsPattern(words: readonly string[]): RegExp {
  const alternatives = words.map(
    (word) => `${escapeRegExp(word)}${isPrefixWord(word) ? '' : `(?!${wordCharacter})`}`,
  );
  return new RegExp(`(?<!${wordCharacter})(?:${alternatives.join('|')})${wordCharacter}*`, 'giu');
}

export type WordRange = {readonly start: number; readonly end: number};

export function wordRanges(text: string, pattern: RegExp): WordRange[] {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function proseTextNodes(root: Element): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node instanceof Element
        ? node.matches(skippedSelector)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_SKIP
        : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}

/** Marks the words in one text node; returns what puts the node back as it was. */
function markInTextNode(node: Text, pattern: RegExp): (() => void) | undefined {
  const text = node.data;
  const ranges = wordRanges(text, pattern);
  if (ranges.length === 0) return undefined;
  const added: ChildNode[] = [];
  // From the last match back, so that the node itself keeps the text before the first.
  for (const {start, end} of ranges.reverse()) {
    const word = node.splitText(start);
    const after = word.splitText(end - start);
    const mark = document.createElement('mark');
    word.replaceWith(mark);
    mark.append(word);
    added.push(mark, after);
  }
  return () => {
    added.forEach((child) => child.remove());
    node.data = text;
  };
}

/**
 * Marks the words in the article's prose; returns what clears the marks (also
 * run by Escape), or nothing when the page has none of the words.
 */
export function markSearchWords(words: readonly string[]): (() => void) | undefined {
  const root = document.querySelector(proseSelector);
  if (!root || words.length === 0) return undefined;
  const pattern = searchWordsPattern(words);
  const restores = proseTextNodes(root).flatMap((node) => markInTextNode(node, pattern) ?? []);
  if (restores.length === 0) return undefined;

  let marked = true;
  const clear = () => {
    if (!marked) return;
    marked = false;
    document.removeEventListener('keydown', clearOnEscape);
    restores.forEach((restore) => restore());
  };
  function clearOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && !document.querySelector(escapeTakenSelector)) clear();
  }
  document.addEventListener('keydown', clearOnEscape);
  return clear;
}
