// Makes a copy of this project whose docs have at least the size of the full inventory (185 pages a
// version and 40 FAQ pages, as the team's writing plan counts them), so the test suite and the build can be timed at that size before the
// content is written: `npm test` run inside the copy is the proof of issue "the test suite at full
// size". Each docs version and the FAQ are copied into scaled-N/ folders of their own, with the
// copies' titles and sidebar labels marked "(copy N)" (so search ranks the real page first) and a
// sidebar category per copy. The copy is a git repository of one commit, with its own node_modules
// (hard links) and no build cache, as a fresh CI clone has.
//
//   node --import tsx tests/scripts/scaled-copy.ts <target directory>
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {CURRENT_VERSION, docsVersions} from '../../config/releases';
import {commitAll} from '../support/fixtureSite';
import type {SidebarItem, Sidebars} from '../support/content';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: node --import tsx tests/scripts/scaled-copy.ts <target directory>');
  process.exit(2);
}
const root = path.resolve(__dirname, '../..');
const destination = path.resolve(target);
if (existsSync(destination)) {
  console.error(`${destination} exists: pick a new directory.`);
  process.exit(2);
}

/** The project's files as git sees them, uncommitted changes included, build outputs left out. */
function copyProject(): void {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(destination, file)), {recursive: true});
    cpSync(path.join(root, file), path.join(destination, file));
  }
  // Hard links: the copy's packages cost no disk. The build cache stays behind, as on a fresh clone.
  const packages = path.join(destination, 'node_modules');
  mkdirSync(packages);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache')
      execFileSync('cp', ['-al', path.join(root, 'node_modules', entry), packages]);
  }
}

/** A copy of one docs folder's pages in scaled-N/: no slug (it would take the original's route), titles marked. */
function copyPages(directory: string, copy: number): number {
  const from = path.join(destination, directory);
  const to = path.join(from, `scaled-${copy}`);
  let pages = 0;
  for (const entry of readdirSync(from, {recursive: true, encoding: 'utf8'})) {
    if (entry.startsWith('scaled-')) continue;
    const source = path.join(from, entry);
    const copied = path.join(to, entry);
    if (statSync(source).isDirectory()) continue;
    mkdirSync(path.dirname(copied), {recursive: true});
    if (!/\.mdx?$/.test(entry)) {
      cpSync(source, copied);
      continue;
    }
    // Options turn off gray-matter's cache, which would hand every copy the same (mutated) data.
    const page = matter(readFileSync(source, 'utf8'), {});
    delete page.data.slug;
    for (const key of ['title', 'sidebar_label'] as const) {
      if (typeof page.data[key] === 'string') page.data[key] = `${page.data[key]} (copy ${copy})`;
    }
    writeFileSync(copied, matter.stringify(page.content, page.data));
    pages += 1;
  }
  return pages;
}

/** The sidebar items of a copy: every doc id under scaled-N/, every label marked. */
function copyItems(items: SidebarItem[], copy: number): SidebarItem[] {
  const prefix = (id: string) => `scaled-${copy}/${id}`;
  return items.map((item) => {
    if (typeof item === 'string') return prefix(item);
    return {
      ...item,
      ...(item.id && {id: prefix(item.id)}),
      ...(item.label && {label: `${item.label} (copy ${copy})`}),
      ...(item.dirName && {dirName: prefix(item.dirName)}),
      ...(item.link?.id && {link: {...item.link, id: prefix(item.link.id)}}),
      ...(item.items && {items: copyItems(item.items, copy)}),
    };
  });
}

/** Each sidebar ends with one category per copy, holding the copy of that sidebar. */
function scaleSidebars(sidebars: Sidebars, copies: number): Sidebars {
  return Object.fromEntries(
    Object.entries(sidebars).map(([name, items]) => [
      name,
      [
        ...items,
        ...Array.from({length: copies}, (_, index) => ({
          type: 'category',
          label: `Copy ${index + 2}`,
          items: copyItems(items, index + 2),
        })),
      ],
    ]),
  );
}

/** The TypeScript sidebars of the copy, loaded as the build loads them, rewritten as data. */
function scaleTypeScriptSidebars(file: string, copies: number): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sidebars = (require(path.join(destination, file)) as {default: Sidebars}).default;
  writeFileSync(
    path.join(destination, file),
    `// Written by tests/scripts/scaled-copy.ts.\nexport default ${JSON.stringify(scaleSidebars(sidebars, copies), null, 2)};\n`,
  );
}

function scaleJsonSidebars(file: string, copies: number): void {
  const sidebars = JSON.parse(readFileSync(path.join(destination, file), 'utf8')) as Sidebars;
  writeFileSync(
    path.join(destination, file),
    JSON.stringify(scaleSidebars(sidebars, copies), null, 2),
  );
}

/** The pages of the full inventory: a docs version, and the FAQ. */
const fullSize = {docsVersion: 185, faq: 40};

/** How many copies of a folder's pages bring it to at least `size` pages, the pages themselves included. */
function copiesFor(directory: string, size: number): number {
  const pages = readdirSync(path.join(root, directory), {recursive: true, encoding: 'utf8'}).filter(
    (entry) => /\.mdx?$/.test(entry),
  ).length;
  return Math.max(0, Math.ceil(size / pages) - 1);
}

copyProject();
let pages = 0;
for (const version of docsVersions) {
  const docsCopies = copiesFor(version.dir, fullSize.docsVersion);
  for (let copy = 2; copy <= docsCopies + 1; copy += 1) pages += copyPages(version.dir, copy);
  if (version.name === CURRENT_VERSION) scaleTypeScriptSidebars('sidebars.ts', docsCopies);
  else scaleJsonSidebars(`versioned_sidebars/version-${version.name}-sidebars.json`, docsCopies);
}
const faqCopies = copiesFor('faq', fullSize.faq);
for (let copy = 2; copy <= faqCopies + 1; copy += 1) pages += copyPages('faq', copy);
scaleTypeScriptSidebars('sidebarsFaq.ts', faqCopies);
// The rewritten sidebars are formatted as the lint stage expects.
execFileSync(
  path.join(root, 'node_modules/.bin/prettier'),
  ['--write', '--log-level', 'warn', 'sidebars.ts', 'sidebarsFaq.ts', 'versioned_sidebars'],
  {cwd: destination},
);
commitAll(destination).then(
  () => console.log(`${destination}: ${pages} copied pages added. Run \`npm test\` there.`),
  (error: unknown) => {
    console.error(String(error));
    process.exit(1);
  },
);
