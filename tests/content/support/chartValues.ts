/**
 * Values for the edp-install chart in pages against the keys its release
 * accepts (source-records/<version>/values.json: edp-install's values.yaml,
 * its subcharts' under their keys, and the keys the templates read).
 *
 * What is checked:
 * - a YAML block titled `values.yaml` (or `values.yaml (...)`), unless its fence
 *   names another chart (`chart=argo-cd`): every key path it sets;
 * - a `helm install|upgrade|template` command of a shell block that installs
 *   edp-install: every `--set`, `--set-string` and `--set-file` key.
 *
 * A key fails when the chart has no such key and no key above it accepts any
 * key (an empty map, a list, a block the templates pass on whole), or when its
 * value is of another type than the chart's default (a map for a string, a
 * string for a boolean...). The message names the page and line, the key, and
 * the keys the chart has at that level.
 */
import {parseDocument, isMap, isScalar, isSeq} from 'yaml';
import type {Node} from 'yaml';
import type {ValuesKey, ValuesRecord} from '../../../scripts/source-records/recordTypes';
import type {CodeBlock} from './pageSources';
import {at} from './pageSources';

const valuesTitle = /^values\.yaml(\s|$)/;

type KeyIndex = Map<string, ValuesKey>;
const indexCache = new WeakMap<ValuesRecord, KeyIndex>();
const indexOf = (record: ValuesRecord): KeyIndex => {
  let index = indexCache.get(record);
  if (!index) {
    index = new Map(record.keys.map((key) => [key.path, key]));
    indexCache.set(record, index);
  }
  return index;
};

/** The type of a value as the records spell it. */
const typeOf = (value: unknown): string =>
  value === null || value === undefined ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function underOpenKey(path: string[], index: KeyIndex): boolean {
  for (let length = path.length - 1; length > 0; length--) {
    if (index.get(path.slice(0, length).join('.'))?.open) return true;
  }
  return false;
}

/** The keys the chart has right below a path, for the message. */
function siblings(path: string[], index: KeyIndex): string {
  const parent = path.slice(0, -1).join('.');
  const depth = path.length;
  const names = [...index.values()]
    .filter(
      (key) =>
        key.path.split('.').length === depth && key.path.startsWith(parent ? `${parent}.` : ''),
    )
    .map((key) => key.path.split('.').at(-1));
  return names.length > 0 ? names.join(', ') : '(none)';
}

/** Why a key with a value is not one of the chart's, or undefined when it is. */
export function valuesKeyProblem(
  path: string[],
  value: unknown,
  record: ValuesRecord,
): string | undefined {
  const index = indexOf(record);
  const key = index.get(path.join('.'));
  if (!key) {
    if (underOpenKey(path, index)) return undefined;
    const parent = path.slice(0, -1).join('.') || 'the top level';
    return `edp-install ${record.chart.ref} has no such key; keys under ${parent}: ${siblings(path, index)}`;
  }
  const given = typeOf(value);
  // A key without a default in values.yaml, or read only by the templates, takes any value.
  if (key.type === 'null' || key.type === 'any' || given === 'null') return undefined;
  // A key the templates range over or pass on whole takes a map or a list, but not a single value.
  const container = (type: string) => type === 'object' || type === 'array';
  if (key.open && container(given) && container(key.type)) return undefined;
  const compatible =
    given === key.type ||
    // --set values arrive as strings; Helm turns true and numbers into their types.
    (given === 'string' && typeof value === 'string' && /^(true|false|\d+(\.\d+)?)$/.test(value));
  return compatible
    ? undefined
    : `edp-install ${record.chart.ref} has this key as a ${key.type}${'default' in key ? ` (default ${JSON.stringify(key.default)})` : ''}, the page gives a ${given}`;
}

/** The key paths a values document sets, each with its value and line offset; not below lists. */
function settings(
  node: Node | null,
  path: string[],
): {path: string[]; value: unknown; offset: number}[] {
  if (!isMap(node)) return [];
  return node.items.flatMap((pair) => {
    const keyNode = pair.key as Node | null;
    const name = isScalar(keyNode) ? String(keyNode.value) : '';
    const childPath = [...path, name];
    const valueNode = pair.value as Node | null;
    const offset = keyNode?.range?.[0] ?? 0;
    const value = isScalar(valueNode)
      ? valueNode.value
      : isSeq(valueNode)
        ? []
        : isMap(valueNode)
          ? {}
          : null;
    return [{path: childPath, value, offset}, ...settings(valueNode, childPath)];
  });
}

/** Findings of a values.yaml block for edp-install. */
export function valuesBlockFindings(block: CodeBlock, record: ValuesRecord): string[] {
  if (!['yaml', 'yml'].includes(block.language) || !valuesTitle.test(block.title ?? '')) return [];
  if (block.marks.has('counterexample')) return [];
  const chart = block.options.get('chart');
  if (chart && chart !== 'edp-install') return [];
  const document = parseDocument(block.code);
  if (document.errors.length > 0) {
    return [
      `${at(block.page, block.line)}: values.yaml is not valid YAML: ${document.errors[0]?.message.split('\n')[0]}`,
    ];
  }
  const index = indexOf(record);
  const findings: string[] = [];
  for (const {path, value, offset} of settings(document.contents, [])) {
    // Below a key that failed, or an open key, the children say nothing more.
    if (path.length > 1 && !index.has(path.slice(0, -1).join('.'))) continue;
    const problem = valuesKeyProblem(path, value, record);
    if (problem) {
      const line = block.line + 1 + block.code.slice(0, offset).split('\n').length - 1;
      findings.push(`${at(block.page, line)}: values.yaml sets ${path.join('.')}: ${problem}`);
    }
  }
  return findings;
}

/** A Helm command of a shell block, continuation lines joined, with the line it starts on. */
function helmCommands(block: CodeBlock): {command: string; line: number}[] {
  const commands: {command: string; line: number}[] = [];
  let current: {command: string; line: number} | undefined;
  block.code.split('\n').forEach((text, index) => {
    const line = block.line + 1 + index;
    const continued = /\\\s*$/.test(text);
    const part = text.replace(/\\\s*$/, ' ');
    current = current
      ? {command: `${current.command} ${part}`, line: current.line}
      : {command: part, line};
    if (!continued) {
      commands.push(current);
      current = undefined;
    }
  });
  if (current) commands.push(current);
  return commands.filter(({command}) => /\bhelm\s+(install|upgrade|template)\b/.test(command));
}

/** `a.b\.c[0].d` → ['a', 'b.c', 'd'] (list indexes dropped: the check stops at lists). */
function setKeyPath(key: string): string[] {
  const parts: string[] = [];
  for (const part of key.replace(/\[\d+\].*$/, '').split(/(?<!\\)\./))
    parts.push(part.replace(/\\\./g, '.'));
  return parts;
}

/** Findings of the --set options of edp-install's Helm commands in a shell block. */
export function helmSetFindings(block: CodeBlock, record: ValuesRecord): string[] {
  if (!['bash', 'sh', 'shell', 'console', 'zsh'].includes(block.language)) return [];
  if (block.marks.has('counterexample')) return [];
  const findings: string[] = [];
  for (const {command, line} of helmCommands(block)) {
    if (!/(^|[\s/])edp-install(\s|$)/.test(command)) continue;
    for (const [, option, assignment = ''] of command.matchAll(
      /--(set|set-string|set-file)[=\s]+("[^"]*"|'[^']*'|\S+)/g,
    )) {
      const unquoted = assignment.replace(/^["']|["']$/g, '');
      for (const pair of unquoted.split(/,(?=[\w.\\-]+=)/)) {
        const [key = '', ...rest] = pair.split('=');
        const path = setKeyPath(key);
        const given = rest.join('=');
        // Helm reads {a,b} as a list; anything else arrives as a string.
        const value = option === 'set-file' ? null : /^\{.*\}$/.test(given) ? [] : given;
        const problem = valuesKeyProblem(path, value, record);
        if (problem)
          findings.push(`${at(block.page, line)}: --${option} ${path.join('.')}: ${problem}`);
      }
    }
  }
  return findings;
}
