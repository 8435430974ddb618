import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {Prism} from 'prism-react-renderer';
import {additionalCodeLanguages, plainCodeLanguages} from '../../config/codeLanguages';
import {markdownFiles, readSource} from '../support/siteSources';

const contentDirs = ['docs', 'versioned_docs', 'faq', 'blog'];

/** The language each opening code fence of a Markdown text names, with its line number. */
function fenceLanguages(markdown: string): {language: string; line: number}[] {
  const found: {language: string; line: number}[] = [];
  let openFence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([^\s`{]*)/.exec(text);
    if (!fence) return;
    const [, marks = '', language = ''] = fence;
    if (openFence === undefined) {
      openFence = marks;
      if (language) found.push({language, line: index + 1});
    } else if (marks.startsWith(openFence) && !language) {
      openFence = undefined;
    }
  });
  return found;
}

/** The languages the site highlights: prism-react-renderer's own and the additional ones, loaded as the theme does. */
async function highlightedLanguages(): Promise<Set<string>> {
  const globals = globalThis as {Prism?: unknown};
  globals.Prism = Prism;
  try {
    for (const language of additionalCodeLanguages) {
      await import(`prismjs/components/prism-${language}.js`);
    }
  } finally {
    delete globals.Prism;
  }
  return new Set(Object.keys(Prism.languages));
}

describe('code block languages', () => {
  test('an opening fence is told from a closing one, and nested fences are skipped', () => {
    const markdown = [
      '```bash',
      'echo hi',
      '```',
      '````md',
      '```groovy',
      '```',
      '````',
      '```',
      'plain',
      '```',
    ].join('\n');
    assert.deepEqual(fenceLanguages(markdown), [
      {language: 'bash', line: 1},
      {language: 'md', line: 4},
    ]);
  });

  test('every code block names a language the site highlights or shows as plain text', async () => {
    const known = await highlightedLanguages();
    const unknown = contentDirs.flatMap(markdownFiles).flatMap((file) =>
      fenceLanguages(readSource(file))
        .filter(({language}) => !known.has(language) && !plainCodeLanguages.includes(language))
        .map(({language, line}) => `${file}:${line}: ${language}`),
    );
    assert.deepEqual(
      unknown,
      [],
      'These code blocks would show without highlighting. Add the language to additionalCodeLanguages ' +
        'in config/codeLanguages.ts (a prismjs component name), or use one that is highlighted:\n' +
        unknown.join('\n'),
    );
  });
});
