import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Heading, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {docsVersionOfSource, resolveReleaseFacts} from '../../../config/releaseFactReferences';

/**
 * A glossary is a Markdown page of `### Term {#id}` entries, each opening with a paragraph whose
 * first sentence defines the term. Links to an entry show that sentence as a tooltip
 * (src/components/GlossaryTerm), so it is read here as plain text: markup dropped, the text of
 * links and inline code kept.
 */
export type GlossaryDefinitions = ReadonlyMap<string, string>;

/** The heading level of a glossary entry: `## A`, `## B` group them, `###` names a term. */
const entryDepth = 3;

/** Abbreviations whose full stop does not end a sentence. */
const abbreviations = /\b(?:e\.g|i\.e|vs)\.$/i;

/** The definitions of a glossary by entry id (its anchor), in the order of the page. */
export function glossaryDefinitions(markdown: string): GlossaryDefinitions {
  const nodes = fromMarkdown(withoutFrontMatter(markdown)).children;
  // Ids as Docusaurus gives them: an explicit `{#id}`, or the slug of the heading's text.
  const slugger = createSlugger();
  const definitions = new Map<string, string>();
  nodes.forEach((node, index) => {
    if (node.type !== 'heading') return;
    const heading = parseMarkdownHeadingId(plainText(node.children));
    const id = heading.id ?? slugger.slug(heading.text);
    const next = nodes[index + 1];
    if (node.depth === entryDepth && next?.type === 'paragraph') {
      const sentence = firstSentence(next);
      if (sentence) definitions.set(id, sentence);
    }
  });
  return definitions;
}

/**
 * The first sentence of a paragraph as plain text. A sentence ends at a full stop, question or
 * exclamation mark followed by white space or the end of the paragraph, never inside inline code
 * (`v2.edp.epam.com`) and never after an abbreviation such as "e.g.".
 */
export function firstSentence(paragraph: Paragraph): string {
  let text = '';
  const inCode: boolean[] = [];
  for (const piece of plainPieces(paragraph.children)) {
    text += piece.text;
    inCode.push(...new Array<boolean>(piece.text.length).fill(piece.code));
  }
  for (const match of text.matchAll(/[.!?]["')\]]*(?=\s|$)/g)) {
    const stop = match.index;
    if (inCode[stop] || abbreviations.test(text.slice(0, stop + 1))) continue;
    return normalized(text.slice(0, stop + match[0].length));
  }
  return normalized(text);
}

/**
 * Reads a glossary file of the site with the release facts of its own docs version resolved
 * (`{release.chart.version}` and the like), as the page itself renders them.
 */
export function readGlossaryDefinitions(
  siteDir: string,
  glossaryFile: string,
): GlossaryDefinitions {
  const source = readFileSync(glossaryFile, 'utf8');
  const version = docsVersionOfSource(siteDir, glossaryFile);
  return glossaryDefinitions(
    resolveReleaseFacts(source, version, path.relative(siteDir, glossaryFile)),
  );
}

type Piece = {readonly text: string; readonly code: boolean};

/** The text of phrasing content in reading order; inline code marked, since no sentence ends in it. */
function plainPieces(nodes: readonly (PhrasingContent | RootContent)[]): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    switch (node.type) {
      case 'text':
        return [{text: node.value, code: false}];
      case 'inlineCode':
        return [{text: node.value, code: true}];
      case 'break':
        return [{text: ' ', code: false}];
      default:
        // Emphasis, strong, links and the like: their text counts; images and raw HTML do not.
        return 'children' in node ? plainPieces(node.children) : [];
    }
  });
}

function plainText(nodes: Heading['children']): string {
  return plainPieces(nodes)
    .map((piece) => piece.text)
    .join('');
}

function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Front matter is YAML, not Markdown: left out before the page is parsed. */
function withoutFrontMatter(markdown: string): string {
  return markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}
