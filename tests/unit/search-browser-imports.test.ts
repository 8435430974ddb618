// The search theme's browser code never imports Node code. client/ and theme/ run in the browser,
// shared/ is read by the browser and by the build alike; server/ runs only in the build. A file of
// the first three that reaches a Node builtin or a server/ file, however many imports away, would
// break the browser bundle or drag build code into it: this test names the file and the chain.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {isBuiltin} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const siteDirectory = path.resolve(__dirname, '..', '..');
const searchDirectory = path.join(siteDirectory, 'src', 'plugins', 'search');

/** The extensions an import without one may name, in the bundler's order. */
const codeExtensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/** The file an import names, or undefined for a package or a Docusaurus alias (not followed). */
function resolveImport(specifier: string, fromFile: string, siteDir: string): string | undefined {
  let target: string;
  if (specifier.startsWith('.')) {
    target = path.resolve(path.dirname(fromFile), specifier);
  } else if (specifier.startsWith('@site/')) {
    target = path.join(siteDir, specifier.slice('@site/'.length));
  } else {
    return undefined;
  }
  const candidates = [
    target,
    ...codeExtensions.map((extension) => target + extension),
    ...codeExtensions.map((extension) => path.join(target, `index${extension}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every code file under a folder. */
function codeFiles(directory: string): string[] {
  return readdirSync(directory, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(directory, file))
    .filter((file) => codeExtensions.includes(path.extname(file)));
}

/**
 * Walks the imports (static, type-only, re-exports, dynamic and require) from every code file of
 * the browser folders, and returns one line per forbidden import: a Node builtin or a file of
 * server/ reached from a browser file, or a shared/ file importing anything of the theme's
 * outside shared/ (the build reads shared/ too).
 */
export function browserImportViolations(themeDirectory: string, siteDir: string): string[] {
  const server = path.join(themeDirectory, 'server') + path.sep;
  const shared = path.join(themeDirectory, 'shared') + path.sep;
  const relative = (file: string) => path.relative(siteDir, file);
  const violations: string[] = [];
  /** A file's chain of imports from the first browser file that reached it. */
  const reachedBy = new Map<string, readonly string[]>();
  const queue: string[] = [];
  for (const folder of ['client', 'theme', 'shared']) {
    const directory = path.join(themeDirectory, folder);
    for (const file of existsSync(directory) ? codeFiles(directory) : []) {
      reachedBy.set(file, [relative(file)]);
      queue.push(file);
    }
  }
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const chain = reachedBy.get(file)!;
    const {importedFiles} = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const {fileName: specifier} of importedFiles) {
      const via = chain.join(' → ');
      if (isBuiltin(specifier)) {
        violations.push(`${via} imports the Node builtin '${specifier}'`);
        continue;
      }
      const target = resolveImport(specifier, file, siteDir);
      if (target === undefined) {
        continue;
      }
      if (target.startsWith(server)) {
        violations.push(`${via} imports build code: '${specifier}' (${relative(target)})`);
        continue;
      }
      if (
        file.startsWith(shared) &&
        target.startsWith(themeDirectory + path.sep) &&
        !target.startsWith(shared)
      ) {
        violations.push(
          `${via} (read by the build too) imports '${specifier}' (${relative(target)}) from outside shared/`,
        );
      }
      if (codeExtensions.includes(path.extname(target)) && !reachedBy.has(target)) {
        reachedBy.set(target, [...chain, relative(target)]);
        queue.push(target);
      }
    }
  }
  return violations;
}

describe('the search theme keeps Node code out of the browser', () => {
  test('no file of client/, theme/ or shared/ reaches a Node builtin or server/', () => {
    const violations = browserImportViolations(searchDirectory, siteDirectory);
    assert.deepEqual(
      violations,
      [],
      `Browser code of src/plugins/search imports Node code:\n${violations.join('\n')}\n` +
        'Move what both sides need into shared/ (no Node imports), or keep the code in server/.',
    );
  });

  test('the check finds a builtin or a server/ file however far away, and names the chain', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'search-imports-'));
    const theme = path.join(site, 'search');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      writeFileSync(path.join(site, file), text);
    };
    try {
      write(
        'search/theme/Bar/index.tsx',
        "import {a} from '../../client/a';\nimport './styles.css';\n",
      );
      write('search/theme/Bar/styles.css', '.bar {}\n');
      write('search/client/a.ts', "export {hash as a} from '@site/lib/hash';\n");
      write('lib/hash.ts', "export {createHash as hash} from 'node:crypto';\n");
      write(
        'search/client/b.ts',
        "import {readFileSync} from 'fs';\nexport const b = readFileSync;\n",
      );
      write('search/client/c.tsx', "export const c = () => import('../server/index');\n");
      write('search/shared/d.ts', "import type {A} from '../client/a';\nexport type D = A;\n");
      write('search/server/index.ts', "import path from 'node:path';\nexport default path;\n");
      assert.deepEqual(browserImportViolations(theme, site).sort(), [
        "search/client/a.ts → lib/hash.ts imports the Node builtin 'node:crypto'",
        "search/client/b.ts imports the Node builtin 'fs'",
        "search/client/c.tsx imports build code: '../server/index' (search/server/index.ts)",
        "search/shared/d.ts (read by the build too) imports '../client/a' (search/client/a.ts) from outside shared/",
      ]);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});
