import {statSync} from 'node:fs';
import path from 'node:path';
import type {Link, Parent, Root, RootContent} from 'mdast';
import {readGlossaryDefinitions, type GlossaryDefinitions} from './glossaryDefinitions';

export {glossaryRoutesOfBuild} from './glossaryRoutes';

export type GlossaryTooltipsOptions = {
  readonly siteDir: string;
  /** Each built docs version's glossary: its route (`/docs/next/glossary`) and source file. */
  readonly glossaryRoutes: Readonly<Record<string, string>>;
};

/** The JSX element a glossary link is wrapped in; src/theme/MDXComponents.tsx provides it. */
const componentName = 'GlossaryTerm';

/** MDX's JSX in running text (mdast-util-mdx-jsx adds it to mdast's node types). */
type JsxTextElement = Extract<RootContent, {type: 'mdxJsxTextElement'}>;

/**
 * A remark plugin for the docs instances: every link to an entry of a docs version's glossary
 * is wrapped in `<GlossaryTerm>` with the entry's first sentence, so the page shows it on hover
 * and focus without fetching anything. It runs after Docusaurus's own plugins, when Markdown
 * links to `glossary.md` have become routes (`/docs/next/glossary#codebase`), so a file link in a
 * docs page and a route in the FAQ resolve the same way: to the glossary of that version.
 * A link to an id the glossary lacks fails the build, naming the file.
 */
export default function remarkGlossaryTooltips({siteDir, glossaryRoutes}: GlossaryTooltipsOptions) {
  const glossaries = new GlossaryCache(siteDir);
  return (tree: Root, file: {path?: string}): void => {
    const source = file.path ? path.relative(siteDir, file.path) : 'a Markdown file';
    wrapLinks(tree, (link) => {
      const [route = '', id] = link.url.split('#');
      const glossaryFile = glossaryRoutes[route.replace(/\/$/, '')];
      if (!glossaryFile || !id) return undefined;
      const definition = glossaries.read(glossaryFile).get(decodeURIComponent(id));
      if (definition === undefined) {
        throw new Error(
          `${source}: the link to ${link.url} names no entry of ${glossaryFile} ` +
            `(no "### Term {#${id}}" heading followed by a definition).`,
        );
      }
      return definition;
    });
  };
}

/** JSX elements that hold code: MDX parses Markdown inside them, links too, but they stay code. */
const codeElements = new Set(['code', 'pre', 'CodeBlock']);

/**
 * Wraps each link for which `definitionOf` answers, outside headings (a heading's text also
 * makes its table-of-contents entry) and outside code. Fenced and inline code never hold links
 * (Markdown in them is not parsed); a JSX `<code>` or `<pre>` can, and is left alone.
 */
function wrapLinks(parent: Parent, definitionOf: (link: Link) => string | undefined): void {
  parent.children.forEach((child: RootContent, index) => {
    if (child.type === 'heading' || isCodeElement(child)) return;
    if (child.type === 'link') {
      const definition = definitionOf(child);
      if (definition !== undefined) {
        const wrapped: JsxTextElement = {
          type: 'mdxJsxTextElement',
          name: componentName,
          attributes: [{type: 'mdxJsxAttribute', name: 'definition', value: definition}],
          children: [child],
        };
        parent.children[index] = wrapped;
      }
      return;
    }
    if ('children' in child) wrapLinks(child, definitionOf);
  });
}

function isCodeElement(node: RootContent): boolean {
  return (
    (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
    codeElements.has(node.name ?? '')
  );
}

/** Each glossary is read once per build (and again in the dev server when it changes). */
class GlossaryCache {
  private readonly entries = new Map<
    string,
    {modified: number; definitions: GlossaryDefinitions}
  >();

  constructor(private readonly siteDir: string) {}

  read(relativeFile: string): GlossaryDefinitions {
    const file = path.join(this.siteDir, relativeFile);
    const modified = statSync(file).mtimeMs;
    const cached = this.entries.get(file);
    if (cached?.modified === modified) return cached.definitions;
    const definitions = readGlossaryDefinitions(this.siteDir, file);
    this.entries.set(file, {modified, definitions});
    return definitions;
  }
}
