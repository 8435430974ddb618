/**
 * The API pages against the CRDs they document.
 *
 * Each docs version's API pages (api/codebase.md, api/keycloak.md, ...) are
 * compared with the records in source-records/<version>/api/, which
 * scripts/source-records writes from the CRDs of the operator release that
 * version documents. Every field table of a page is parsed as Markdown (GFM
 * tables through mdast), and a page fails when a field is missing or extra,
 * or when its type, required flag or default differs from the CRD. Each
 * message names the page file and line, the kind and the field.
 *
 * How a page is read:
 * - A kind's section is the `##` or `###` heading whose text is the kind's
 *   name, with everything below it up to the next heading of the same or a
 *   higher level. Field tables inside it document that kind. The section must
 *   name the kind's group and version.
 * - A field table is a GFM table whose first header is "Field". Spec fields
 *   need the columns Type, Required and Default; status tables need Type.
 * - The Field cell is the full path from the top of the resource in one code
 *   span: `spec.gitServer`, `spec.tags[].name`. `<name>` stands for one key of
 *   any name at that level: a map key (`spec.conditions.<metric>.op`), or any
 *   property, such as the format key of a NexusRepository
 *   (`spec.<format>.hosted.online`). A row with such a placeholder documents
 *   each field it matches that no row without a placeholder documents, and it
 *   must match at least one field.
 * - A field table outside every kind section (a "common building blocks"
 *   table such as `realmRef` or `nexusRef`) documents its fields for every
 *   kind of the page that has them and that does not document them itself.
 *
 * What counts as missing: every field of the CRD must be documented, except
 * an object whose fields are documented (its row is then optional) and the
 * fields below a parent that is treated as the leaf. A parent is treated as
 * the leaf only when the CRD leaves its content open
 * (x-kubernetes-preserve-unknown-fields) or when it is a list of standard
 * Kubernetes conditions (the Condition type of the Kubernetes API: type,
 * status, reason, message, lastTransitionTime, observedGeneration), whose
 * schema Kubernetes owns.
 *
 * How cells are normalised before they are compared:
 * - Type: case is ignored and a note in parentheses is dropped, so
 *   `string (date-time)` is `string` and `integer (int64)` is `integer`;
 *   int, int32 and int64 are integer; bool is boolean. `array of strings`,
 *   `list of strings` and `[]string` are all array<string>; `map of strings`
 *   and `map[string]string` are map<string>; `map of string arrays` is
 *   map<array<string>>; `int-or-string` and `integer or string` are the
 *   Kubernetes int-or-string. A bare `array` or `map` says too little and fails.
 * - Required: the cell starts with Yes or No; what follows ("Yes, with
 *   `secretKeyRef`") is a note for the reader. Required means listed in the
 *   `required` of the object that holds the field.
 * - Default: `-`, `None` or an empty cell mean no default (`none` in a code
 *   span is a value). Otherwise the cell holds one value, in a code span or
 *   bare, and nothing else. It is compared with the CRD default as a string,
 *   number or boolean, or, for an object or a list, as YAML (`{type: default}`
 *   equals {"type": "default"}). A behaviour of the operator ("empty means
 *   user") is not a default: say it in the description.
 *
 * The page's intro (the text above the first `##` heading) must name the
 * operator version the record was read at, and a section for a kind that only
 * other versions of the operator serve fails. The overview page of each version
 * must list every kind of its records with the right group and version
 * (checkOverview).
 */
import assert from 'node:assert/strict';
import type {Heading, Root, RootContent, Table, TableCell} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {toString} from 'mdast-util-to-string';
import {gfmTable} from 'micromark-extension-gfm-table';
import {parse as parseYaml} from 'yaml';
import type {CrdField, CrdKind, OperatorRecord} from '../../../scripts/source-records/recordTypes';
import {sourceRecords} from './records';

/** Where each docs version's pages live. */
export function docsDir(version: string): string {
  return version === 'current' ? 'docs' : `versioned_docs/version-${version}`;
}

export function readRecords(version: string): OperatorRecord[] {
  return sourceRecords(version).api;
}

// ---------------------------------------------------------------------------
// Normalisation of the cells

/** The canonical type a Type cell names (as in the records), or undefined when it names none. */
export function pageType(cell: string): string | undefined {
  const text = cell
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return typeOf(text);
}

function singular(text: string): string {
  return text.replace(/^(string|integer|object|boolean|number|array|map)s\b/, '$1');
}

function typeOf(plural: string): string | undefined {
  const text = singular(plural);
  const scalars: Record<string, string> = {
    string: 'string',
    integer: 'integer',
    int: 'integer',
    int32: 'integer',
    int64: 'integer',
    number: 'number',
    float: 'number',
    boolean: 'boolean',
    bool: 'boolean',
    object: 'object',
    'int-or-string': 'int-or-string',
    'integer or string': 'int-or-string',
    'string or integer': 'int-or-string',
  };
  if (scalars[text]) return scalars[text];
  const list = /^(?:array|list) of (.+)$/.exec(text) ?? /^\[\](.+)$/.exec(text);
  if (list?.[1]) {
    const item = typeOf(list[1]);
    return item && `array<${item}>`;
  }
  const mapOfArrays = /^map of (\w+) arrays$/.exec(text);
  if (mapOfArrays?.[1]) {
    const item = typeOf(mapOfArrays[1]);
    return item && `map<array<${item}>>`;
  }
  const map = /^map of (.+)$/.exec(text) ?? /^map\[string\](.+)$/.exec(text);
  if (map?.[1]) {
    const value = typeOf(map[1]);
    return value && `map<${value}>`;
  }
  return undefined;
}

/** Yes or No at the start of a Required cell, or undefined. */
export function pageRequired(cell: string): boolean | undefined {
  if (/^yes\b/i.test(cell.trim())) return true;
  if (/^no\b/i.test(cell.trim())) return false;
  return undefined;
}

const NO_DEFAULT = new Set(['', '-', '–', '—', 'none']);

type DefaultCell = {kind: 'none'} | {kind: 'value'; text: string} | {kind: 'unreadable'};

/** What a Default cell says: no default, one value, or something that is not a value. */
export function pageDefault(cell: TableCell | undefined): DefaultCell {
  if (!cell) return {kind: 'none'};
  const text = toString(cell).trim();
  const codes = cell.children.filter((child) => child.type === 'inlineCode');
  // A bare None is the marker; `none` in a code span is a value.
  if (codes.length === 0 && NO_DEFAULT.has(text.toLowerCase())) return {kind: 'none'};
  const [code] = codes;
  if (codes.length === 1 && code && code.value === text) return {kind: 'value', text};
  if (codes.length === 0 && !/\s/.test(text)) return {kind: 'value', text};
  return {kind: 'unreadable'};
}

function unquote(text: string): string {
  const quoted = /^"(.*)"$/.exec(text) ?? /^'(.*)'$/.exec(text);
  return quoted?.[1] ?? text;
}

/** Whether a page's default value equals the CRD default. */
export function sameDefault(text: string, value: unknown): boolean {
  if (typeof value === 'string') return unquote(text) === value;
  if (typeof value === 'number') return Number(text) === value;
  if (typeof value === 'boolean') return text === String(value);
  try {
    assert.deepStrictEqual(parseYaml(text), value);
    return true;
  } catch {
    return false;
  }
}

function describeDefault(value: unknown): string {
  return value === undefined ? 'no default' : `default ${JSON.stringify(value)}`;
}

/** A Field cell's path as a pattern: `<name>` matches one key of any name. */
export function pathPattern(pagePath: string): RegExp {
  const source = pagePath
    .split(/(<[^>]+>)/)
    .map((part) =>
      /^<[^>]+>$/.test(part) ? '(?:<key>|[\\w$-]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

// ---------------------------------------------------------------------------
// Reading a page

type Row = {
  path: string;
  line: number;
  /** The kind section the row is in, or undefined for a table outside every kind section. */
  kind: string | undefined;
  placeholder: boolean;
  type: string;
  required: string | undefined;
  default: TableCell | undefined;
  hasFactColumns: boolean;
};

type PageReading = {
  rows: Row[];
  /** Kind sections by kind name: heading line and the section's text. */
  sections: Map<string, {line: number; text: string; codes: string[]}>;
  intro: string;
  problems: string[];
};

/** Front matter is not Markdown: blank it out, keeping the line numbers. */
function withoutFrontMatter(markdown: string): string {
  const match = /^---\n[\s\S]*?\n---\n/.exec(markdown);
  return match ? match[0].replace(/[^\n]/g, '') + markdown.slice(match[0].length) : markdown;
}

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(withoutFrontMatter(markdown), {
    extensions: [gfmTable()],
    mdastExtensions: [gfmTableFromMarkdown()],
  });
}

function inlineCodes(node: RootContent): string[] {
  const found: string[] = [];
  const visit = (current: {type: string; value?: string; children?: unknown[]}): void => {
    if (current.type === 'inlineCode' && current.value !== undefined) found.push(current.value);
    for (const child of current.children ?? []) visit(child as typeof current);
  };
  visit(node);
  return found;
}

/** The field rows of every field table of a page, with the kind section each is in. */
export function readPage(
  file: string,
  markdown: string,
  kindNames: ReadonlySet<string>,
): PageReading {
  const tree = parseMarkdown(markdown);
  const rows: Row[] = [];
  const problems: string[] = [];
  const sections: PageReading['sections'] = new Map();
  let current:
    {kind: string; depth: number; line: number; text: string[]; codes: string[]} | undefined;
  let intro = '';
  let seenH2 = false;

  const closeSection = (): void => {
    if (current) {
      sections.set(current.kind, {
        line: current.line,
        text: current.text.join('\n'),
        codes: current.codes,
      });
    }
    current = undefined;
  };

  for (const node of tree.children) {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading') {
      const heading: Heading = node;
      const text = toString(heading).trim();
      if (heading.depth === 2) seenH2 = true;
      if (current && heading.depth <= current.depth) closeSection();
      if (!current && heading.depth <= 3 && kindNames.has(text)) {
        if (sections.has(text))
          problems.push(`${file}:${line} ${text}: a second section for this kind`);
        current = {kind: text, depth: heading.depth, line, text: [], codes: []};
        continue;
      }
    }
    if (!seenH2) intro += `${toString(node)}\n`;
    if (current) {
      current.text.push(toString(node));
      current.codes.push(...inlineCodes(node));
    }
    if (node.type === 'table') rows.push(...tableRows(file, node, current?.kind, problems));
  }
  closeSection();
  return {rows, sections, intro, problems};
}

function tableRows(
  file: string,
  table: Table,
  kind: string | undefined,
  problems: string[],
): Row[] {
  const [header, ...body] = table.children;
  const columns = (header?.children ?? []).map((cell) => toString(cell).trim().toLowerCase());
  if (columns[0] !== 'field') return [];
  const column = (name: string): number => columns.indexOf(name);
  const [typeColumn, requiredColumn, defaultColumn] = [
    column('type'),
    column('required'),
    column('default'),
  ];
  const where = kind ?? 'shared table';
  const rows: Row[] = [];
  for (const row of body) {
    const line = row.position?.start.line ?? 0;
    const [fieldCell] = row.children;
    const codes = fieldCell
      ? fieldCell.children.filter((child) => child.type === 'inlineCode')
      : [];
    const [code] = codes;
    const fieldText = fieldCell ? toString(fieldCell).trim() : '';
    if (codes.length !== 1 || !code || code.value !== fieldText) {
      problems.push(
        `${file}:${line} ${where}: the Field cell "${fieldText}" must be one path in a code span`,
      );
      continue;
    }
    const fieldPath = code.value;
    if (!/^(spec|status)\./.test(fieldPath)) {
      problems.push(
        `${file}:${line} ${where} ${fieldPath}: write the full path, from spec. or status.`,
      );
      continue;
    }
    if (typeColumn < 0) {
      problems.push(`${file}:${line} ${where} ${fieldPath}: the table has no Type column`);
      continue;
    }
    const isSpec = fieldPath.startsWith('spec.');
    const hasFactColumns = requiredColumn >= 0 && defaultColumn >= 0;
    if (isSpec && !hasFactColumns) {
      problems.push(
        `${file}:${line} ${where} ${fieldPath}: a spec table needs Required and Default columns`,
      );
      continue;
    }
    rows.push({
      path: fieldPath,
      line,
      kind,
      placeholder: /<[^>]+>/.test(fieldPath),
      type: toString(row.children[typeColumn] ?? {type: 'text', value: ''}).trim(),
      required: hasFactColumns
        ? toString(row.children[requiredColumn] ?? {type: 'text', value: ''})
        : undefined,
      default: hasFactColumns ? row.children[defaultColumn] : undefined,
      hasFactColumns,
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------
// Comparing a page with a record

const CONDITION_FIELDS = [
  'lastTransitionTime',
  'message',
  'observedGeneration',
  'reason',
  'status',
  'type',
];

/** Fields whose children a page may leave out: open content, and lists of Kubernetes conditions. */
function leafParents(kind: CrdKind): Set<string> {
  const parents = new Set<string>();
  for (const field of kind.fields) {
    if (field.preserveUnknownFields) parents.add(field.path);
    if (field.type === 'array<object>') {
      const children = kind.fields
        .filter((child) => child.path.startsWith(`${field.path}[].`))
        .map((child) => child.path.slice(field.path.length + 3))
        .sort();
      if (children.join() === CONDITION_FIELDS.join()) parents.add(field.path);
    }
  }
  return parents;
}

function isBelow(child: string, parent: string): boolean {
  return child.startsWith(`${parent}.`) || child.startsWith(`${parent}[].`);
}

/** The problems of one row against one CRD field. */
function compareRow(file: string, kind: string, row: Row, field: CrdField): string[] {
  const at = `${file}:${row.line} ${kind} ${field.path}`;
  const problems: string[] = [];
  const type = pageType(row.type);
  if (!type) {
    problems.push(
      `${at}: the type "${row.type}" is not one the check reads (the CRD says ${field.type})`,
    );
  } else if (type !== field.type) {
    problems.push(`${at}: the page says type "${row.type}" (${type}), the CRD says ${field.type}`);
  }
  if (!row.hasFactColumns) return problems;
  const required = pageRequired(row.required ?? '');
  if (required === undefined) {
    problems.push(`${at}: the Required cell "${row.required ?? ''}" must start with Yes or No`);
  } else if (required !== field.required) {
    problems.push(
      `${at}: the page says Required ${required ? 'Yes' : 'No'}, the CRD says ${field.required ? 'required' : 'optional'}`,
    );
  }
  const cell = pageDefault(row.default);
  if (cell.kind === 'unreadable') {
    const text = row.default ? toString(row.default) : '';
    problems.push(
      `${at}: the Default cell "${text}" must be one value or a dash (the CRD has ${describeDefault(field.default)})`,
    );
  } else if (cell.kind === 'none' && field.default !== undefined) {
    problems.push(
      `${at}: the page gives no default, the CRD has ${describeDefault(field.default)}`,
    );
  } else if (cell.kind === 'value' && field.default === undefined) {
    problems.push(`${at}: the page gives default ${cell.text}, the CRD has no default`);
  } else if (cell.kind === 'value' && !sameDefault(cell.text, field.default)) {
    problems.push(
      `${at}: the page gives default ${cell.text}, the CRD has ${describeDefault(field.default)}`,
    );
  }
  return problems;
}

/** Every problem of a page against the record of its operator. */
export function checkPage(
  file: string,
  markdown: string,
  record: OperatorRecord,
  otherKinds: ReadonlySet<string>,
): string[] {
  const kindNames = new Set([...record.kinds.map(({kind}) => kind), ...otherKinds]);
  const page = readPage(file, markdown, kindNames);
  const problems = [...page.problems];

  if (!page.intro.includes(record.version)) {
    problems.push(
      `${file}: the intro does not name ${record.operator} ${record.version}, the release this version documents (${record.tag})`,
    );
  }

  for (const name of otherKinds) {
    if (!record.kinds.some(({kind}) => kind === name) && page.sections.has(name)) {
      const line = page.sections.get(name)?.line ?? 0;
      problems.push(
        `${file}:${line} ${name}: ${record.operator} ${record.version} does not serve this kind`,
      );
    }
  }

  const shared = page.rows.filter((row) => row.kind === undefined);
  const sharedUsed = new Set<Row>();

  for (const kind of record.kinds) {
    const section = page.sections.get(kind.kind);
    if (!section) {
      problems.push(
        `${file}: ${kind.kind} (${kind.group}/${kind.version}) has no section on the page`,
      );
      continue;
    }
    const apiVersion = `${kind.group}/${kind.version}`;
    if (
      !section.text.includes(apiVersion) &&
      !(section.codes.includes(kind.group) && section.codes.includes(kind.version))
    ) {
      problems.push(
        `${file}:${section.line} ${kind.kind}: the section does not name ${apiVersion}`,
      );
    }

    const own = page.rows.filter((row) => row.kind === kind.kind);
    const fieldsByPath = new Map(kind.fields.map((field) => [field.path, field]));
    const documentedBy = new Map<string, Row[]>();
    const seen = new Map<string, Row>();

    for (const row of own.filter(({placeholder}) => !placeholder)) {
      const earlier = seen.get(row.path);
      if (earlier) {
        problems.push(
          `${file}:${row.line} ${kind.kind} ${row.path}: documented twice (also on line ${earlier.line})`,
        );
        continue;
      }
      seen.set(row.path, row);
      if (!fieldsByPath.has(row.path)) {
        problems.push(`${file}:${row.line} ${kind.kind} ${row.path}: the CRD has no such field`);
        continue;
      }
      documentedBy.set(row.path, [row]);
    }
    for (const row of own.filter(({placeholder}) => placeholder)) {
      const pattern = pathPattern(row.path);
      const matches = kind.fields.filter((field) => pattern.test(field.path));
      if (matches.length === 0) {
        problems.push(
          `${file}:${row.line} ${kind.kind} ${row.path}: the CRD has no field that this path matches`,
        );
      }
      for (const field of matches) {
        const rows = documentedBy.get(field.path);
        if (rows?.some(({placeholder}) => !placeholder)) continue;
        documentedBy.set(field.path, [...(rows ?? []), row]);
      }
    }
    for (const row of shared) {
      const pattern = pathPattern(row.path);
      for (const field of kind.fields.filter(({path: fieldPath}) => pattern.test(fieldPath))) {
        sharedUsed.add(row);
        if (!documentedBy.has(field.path)) documentedBy.set(field.path, [row]);
      }
    }

    for (const [fieldPath, rows] of documentedBy) {
      const field = fieldsByPath.get(fieldPath);
      if (!field) continue;
      for (const row of rows) problems.push(...compareRow(file, kind.kind, row, field));
    }

    // Missing fields, reported once at the highest parent that has nothing documented.
    const leaves = leafParents(kind);
    const documentedPaths = [...documentedBy.keys()];
    const hasDocumented = (fieldPath: string): boolean =>
      documentedPaths.some((done) => done === fieldPath || isBelow(done, fieldPath));
    const missing = new Set<string>();
    for (const field of kind.fields) {
      if (documentedBy.has(field.path)) continue;
      if ([...leaves].some((parent) => isBelow(field.path, parent))) continue;
      const hasChildren = kind.fields.some((child) => isBelow(child.path, field.path));
      if (hasChildren && !leaves.has(field.path) && hasDocumented(field.path)) continue;
      const top = kind.fields
        .filter((parent) => parent.path === field.path || isBelow(field.path, parent.path))
        .sort((a, b) => a.path.length - b.path.length)
        .find((parent) => !hasDocumented(parent.path));
      missing.add(top?.path ?? field.path);
    }
    for (const fieldPath of missing) {
      const below = kind.fields.filter((child) => isBelow(child.path, fieldPath)).length;
      const field = fieldsByPath.get(fieldPath);
      problems.push(
        `${file}:${section.line} ${kind.kind} ${fieldPath}: not documented (${field?.type ?? '?'}` +
          `${field?.required ? ', required' : ''}` +
          `${field?.default !== undefined ? `, ${describeDefault(field.default)}` : ''}` +
          `${below ? `, with ${below} fields below it` : ''})`,
      );
    }
  }

  for (const row of shared) {
    if (!sharedUsed.has(row)) {
      problems.push(
        `${file}:${row.line} shared table ${row.path}: no kind of ${record.operator} has this field`,
      );
    }
  }
  return problems;
}

/**
 * Every kind that the overview page lists in its "API group | Version | Kind"
 * tables, compared with the kinds of all records of the version: a kind
 * missing from the page, listed twice, not served by the version, or listed
 * with another group or version fails.
 */
export function checkOverview(
  file: string,
  markdown: string,
  records: readonly OperatorRecord[],
): string[] {
  const problems: string[] = [];
  const expected = new Map(
    records.flatMap(({kinds}) =>
      kinds.map((kind) => [kind.kind, `${kind.group}/${kind.version}`] as const),
    ),
  );
  const listed = new Map<string, number>();
  for (const node of parseMarkdown(markdown).children) {
    if (node.type !== 'table') continue;
    const [header, ...body] = node.children;
    const columns = (header?.children ?? []).map((cell) => toString(cell).trim().toLowerCase());
    const [groupColumn, versionColumn, kindColumn] = ['api group', 'version', 'kind'].map((name) =>
      columns.indexOf(name),
    );
    if (groupColumn === undefined || versionColumn === undefined || kindColumn === undefined)
      continue;
    if (groupColumn < 0 || versionColumn < 0 || kindColumn < 0) continue;
    for (const row of body) {
      const line = row.position?.start.line ?? 0;
      const cell = (index: number): string =>
        toString(row.children[index] ?? {type: 'text', value: ''}).trim();
      const kind = cell(kindColumn);
      const apiVersion = `${cell(groupColumn)}/${cell(versionColumn)}`;
      const earlier = listed.get(kind);
      if (earlier !== undefined)
        problems.push(`${file}:${line} ${kind}: listed twice (also on line ${earlier})`);
      listed.set(kind, line);
      const wanted = expected.get(kind);
      if (!wanted)
        problems.push(`${file}:${line} ${kind}: no operator of this version serves this kind`);
      else if (wanted !== apiVersion)
        problems.push(
          `${file}:${line} ${kind}: the page says ${apiVersion}, the CRD says ${wanted}`,
        );
    }
  }
  for (const [kind, apiVersion] of expected) {
    if (!listed.has(kind)) problems.push(`${file}: ${kind} (${apiVersion}) is not listed`);
  }
  return problems;
}
