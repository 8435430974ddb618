/**
 * Manifests in pages against the schemas of their kinds: every YAML document
 * of a page whose apiVersion belongs to a recorded API group (the platform's
 * *.edp.epam.com groups) is validated against the OpenAPI schema that the
 * docs version's operator release serves for that apiVersion and kind.
 *
 * What fails, as the API server would take it:
 * - an apiVersion or kind the release does not serve;
 * - an unknown field (the API server prunes it without a word: the setting
 *   the reader wrote is lost), unless the schema keeps unknown fields;
 * - a value of the wrong type, or outside the field's enum;
 * - a missing required field, unless the block is marked `excerpt`.
 */
import {parseAllDocuments} from 'yaml';
import type {OpenApiSchema, SchemasRecord} from '../../../scripts/source-records/recordTypes';
import type {CodeBlock} from './pageSources';
import {at} from './pageSources';

type FieldPath = readonly (string | number)[];
type Problem = {path: FieldPath; says: string; record: string};

/** `spec.tags[0].name` */
export const fieldPathText = (path: FieldPath): string =>
  path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index ? `.${part}` : part))
    .join('');

const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function matchesType(value: unknown, schema: OpenApiSchema): boolean {
  if (schema['x-kubernetes-int-or-string']) {
    return typeof value === 'string' || Number.isInteger(value);
  }
  switch (schema.type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeName(value) === 'object';
    default:
      return true;
  }
}

/** The problems of a value against its schema; `excerpt` leaves required fields out. */
export function schemaProblems(
  value: unknown,
  schema: OpenApiSchema,
  path: FieldPath,
  excerpt: boolean,
): Problem[] {
  // YAML's empty value: the field is left unset.
  if (value === null) return [];
  if (!matchesType(value, schema)) {
    const expected = schema['x-kubernetes-int-or-string'] ? 'int-or-string' : schema.type;
    return [
      {path, says: `${typeName(value)} ${JSON.stringify(value)}`, record: `type ${expected}`},
    ];
  }
  if (schema.enum && !schema.enum.includes(value)) {
    return [
      {
        path,
        says: JSON.stringify(value),
        record: `one of ${schema.enum.map((item) => JSON.stringify(item)).join(', ')}`,
      },
    ];
  }
  if (Array.isArray(value)) {
    const items = schema.items;
    return items
      ? value.flatMap((item, index) => schemaProblems(item, items, [...path, index], excerpt))
      : [];
  }
  if (typeName(value) !== 'object' || schema['x-kubernetes-preserve-unknown-fields']) return [];
  const object = value as Record<string, unknown>;
  const problems: Problem[] = [];
  for (const [key, child] of Object.entries(object)) {
    const childPath = [...path, key];
    const declared = schema.properties?.[key];
    if (declared) {
      problems.push(...schemaProblems(child, declared, childPath, excerpt));
    } else if (typeof schema.additionalProperties === 'object') {
      problems.push(...schemaProblems(child, schema.additionalProperties, childPath, excerpt));
    } else if (schema.properties && schema.additionalProperties !== true) {
      const known = Object.keys(schema.properties).join(', ');
      problems.push({
        path: childPath,
        says: 'this field',
        record: `no such field; known: ${known}`,
      });
    }
  }
  if (!excerpt) {
    for (const required of schema.required ?? []) {
      if (!(required in object)) {
        problems.push({
          path: [...path, required],
          says: 'nothing',
          record: 'a required field',
        });
      }
    }
  }
  return problems;
}

/** The groups the records hold kinds of: a manifest of one of these groups must be of a recorded kind. */
const recordedGroups = (schemas: SchemasRecord) =>
  new Set(schemas.kinds.map(({apiVersion}) => apiVersion.split('/')[0]));

type Manifest = {apiVersion?: unknown; kind?: unknown};

/**
 * A Helm template as YAML: a line that is only a template action (`{{- if ... }}`)
 * is left out, and an action inside a line stands for a string value.
 */
export const withoutTemplateActions = (code: string): string =>
  code
    .split('\n')
    .map((line) =>
      /^\s*\{\{.*\}\}\s*$/.test(line) ? '' : line.replace(/\{\{.*?\}\}/g, 'TEMPLATE'),
    )
    .join('\n');

/** Every finding of a page's YAML blocks, one message each: page and line, what the page says, what the record says. */
export function manifestFindings(block: CodeBlock, schemas: SchemasRecord): string[] {
  if (!['yaml', 'yml'].includes(block.language) || block.marks.has('counterexample')) return [];
  const groups = recordedGroups(schemas);
  const findings: string[] = [];
  const code = withoutTemplateActions(block.code);
  for (const document of parseAllDocuments(code)) {
    if (document.errors.length > 0) continue;
    const manifest = document.toJS() as Manifest | null;
    const {apiVersion, kind} = manifest ?? {};
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') continue;
    const [group] = apiVersion.split('/');
    if (!group || !groups.has(group)) continue;
    // The page line of a field, or of the nearest field above it that the block has.
    const lineOf = (path: FieldPath): number => {
      for (let length = path.length; length >= 0; length--) {
        const node = document.getIn(path.slice(0, length), true) as {range?: [number]} | undefined;
        const offset = length === 0 ? document.range[0] : node?.range?.[0];
        if (offset !== undefined) {
          return block.line + 1 + code.slice(0, offset).split('\n').length - 1;
        }
      }
      return block.line;
    };
    const where = (path: FieldPath) => `${at(block.page, lineOf(path))}: ${apiVersion} ${kind}`;
    const recorded = schemas.kinds.find(
      (entry) => entry.apiVersion === apiVersion && entry.kind === kind,
    );
    if (!recorded) {
      const sameKind = schemas.kinds.filter((entry) => entry.kind === kind);
      findings.push(
        sameKind.length > 0
          ? `${where([])}: ${block.page.version.label} serves ${kind} as ${sameKind.map((entry) => entry.apiVersion).join(', ')}, not ${apiVersion}`
          : `${where([])}: no kind ${kind} in ${group} in ${block.page.version.label} (kinds: ${[...new Set(schemas.kinds.filter((entry) => entry.apiVersion.startsWith(`${group}/`)).map((entry) => entry.kind))].join(', ')})`,
      );
      continue;
    }
    for (const problem of schemaProblems(
      manifest,
      recorded.schema,
      [],
      block.marks.has('excerpt'),
    )) {
      findings.push(
        `${where(problem.path)}: ${fieldPathText(problem.path)}: the page has ${problem.says}; ${recorded.source} ${recorded.ref} has ${problem.record}`,
      );
    }
  }
  return findings;
}
