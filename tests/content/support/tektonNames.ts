/**
 * Tekton names in pages against the pipelines library of the version
 * (source-records/<version>/pipelines.json: the edp-tekton chart the release
 * pins, rendered with every Git provider and switch on).
 *
 * What is checked:
 * - in YAML blocks, every `pipelineRef` and `taskRef` by name (a TaskRun, a
 *   PipelineRun, a Pipeline's tasks, a TriggerTemplate's resource templates),
 *   and the names of the `params` given next to it;
 * - in prose and shell blocks, every name of the library's pattern for
 *   Pipelines and TriggerTemplates (`github-maven-java17-app-build-default`,
 *   `gitlab-build-template`): a Git provider first, a pipeline type last;
 * - in prose, a name in code next to "pipeline task" or the kind "Task" (`the
 *   pipeline task \`sonar\``, `Task \`git-clone\``): a Task of the library, or a
 *   step a library Pipeline runs under that name.
 *
 * A Pipeline, Task or pipeline step that the docs of the version define
 * themselves (a metadata.name, or a name under a Pipeline's tasks or finally,
 * in a block of any page of the version) is theirs and is not looked up, nor are names with
 * placeholders (`<framework>`, `$(params.x)`, `{{ }}`).
 */
import {parseAllDocuments} from 'yaml';
import type {PipelinesRecord, TektonResource} from '../../../scripts/source-records/recordTypes';
import type {CodeBlock, Page} from './pageSources';
import {at, checkedLines, codeBlocks, contentPages} from './pageSources';
import {withoutTemplateActions} from './manifests';

const placeholder = /[<>{}$*]|\.\.\./;

/** A Pipeline or TriggerTemplate name as the library spells them. */
export const libraryNamePattern =
  /(?<![\w/.-])(?:github|gitlab|bitbucket|gerrit)-[a-z0-9.-]*?-(?:review|build-default|build-semver|build-edp|build-template|review-template|template|autotests|scan|rpm)(?![\w.-]*[\w-])/g;

type Index = Map<string, TektonResource[]>;
const indexes = new WeakMap<PipelinesRecord, Index>();
function indexOf(record: PipelinesRecord): Index {
  let index = indexes.get(record);
  if (!index) {
    index = new Map();
    for (const resource of record.resources) {
      index.set(resource.name, [...(index.get(resource.name) ?? []), resource]);
    }
    indexes.set(record, index);
  }
  return index;
}

type Reference = {
  kind: 'Pipeline' | 'Task';
  name: string;
  params: string[];
  path: (string | number)[];
};

/** Every pipelineRef and taskRef below a value, with the params given beside it. */
function referencesIn(value: unknown, path: (string | number)[] = []): Reference[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => referencesIn(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const found: Reference[] = [];
  const params = Array.isArray(object.params)
    ? object.params
        .map((param) => (param as {name?: unknown} | null)?.name)
        .filter((name): name is string => typeof name === 'string')
    : [];
  for (const [field, kind] of [
    ['pipelineRef', 'Pipeline'],
    ['taskRef', 'Task'],
  ] as const) {
    const ref = object[field] as
      {name?: unknown; kind?: unknown; resolver?: unknown; apiVersion?: unknown} | undefined;
    if (!ref || typeof ref.name !== 'string' || ref.resolver || ref.apiVersion) continue;
    if (ref.kind !== undefined && ref.kind !== kind) continue;
    found.push({kind, name: ref.name, params, path: [...path, field, 'name']});
  }
  for (const [key, child] of Object.entries(object))
    found.push(...referencesIn(child, [...path, key]));
  return found;
}

/** The Pipelines and Tasks a page defines in its own YAML blocks. */
function ownNames(page: Page): Set<string> {
  const names = new Set<string>();
  for (const block of codeBlocks(page).filter(({language}) => ['yaml', 'yml'].includes(language))) {
    for (const document of parseAllDocuments(withoutTemplateActions(block.code))) {
      const resource = document.toJS() as {
        metadata?: {name?: unknown};
        spec?: {tasks?: unknown; finally?: unknown};
      } | null;
      if (typeof resource?.metadata?.name === 'string') names.add(resource.metadata.name);
      for (const steps of [resource?.spec?.tasks, resource?.spec?.finally]) {
        if (!Array.isArray(steps)) continue;
        for (const step of steps as {name?: unknown}[]) {
          if (typeof step?.name === 'string') names.add(step.name);
        }
      }
    }
  }
  return names;
}

/** Findings of a YAML block's pipelineRef and taskRef names and params. */
export function referenceFindings(
  block: CodeBlock,
  record: PipelinesRecord,
  own: Set<string>,
): string[] {
  if (!['yaml', 'yml'].includes(block.language) || block.marks.has('counterexample')) return [];
  const index = indexOf(record);
  const code = withoutTemplateActions(block.code);
  const findings: string[] = [];
  for (const document of parseAllDocuments(code)) {
    if (document.errors.length > 0) continue;
    for (const reference of referencesIn(document.toJS())) {
      if (
        placeholder.test(reference.name) ||
        reference.name.includes('TEMPLATE') ||
        own.has(reference.name)
      )
        continue;
      const node = document.getIn(reference.path, true) as {range?: [number]} | undefined;
      const line = block.line + 1 + code.slice(0, node?.range?.[0] ?? 0).split('\n').length - 1;
      const where = `${at(block.page, line)}: ${reference.kind === 'Pipeline' ? 'pipelineRef' : 'taskRef'} ${reference.name}`;
      const recorded = index.get(reference.name)?.find(({kind}) => kind === reference.kind);
      if (!recorded) {
        findings.push(
          `${where}: edp-tekton ${record.ref.ref} has no ${reference.kind} of that name (and no page of this version defines one)`,
        );
        continue;
      }
      const unknown = reference.params.filter((param) => !recorded.params.includes(param));
      if (unknown.length > 0) {
        findings.push(
          `${where}: params ${unknown.join(', ')} are not params of it in edp-tekton ${record.ref.ref}; its params: ${recorded.params.join(', ')}`,
        );
      }
    }
  }
  return findings;
}

/** Findings of the library names a page's text spells (prose, inline code, shell blocks). */
export function libraryNameFindings(
  page: Page,
  record: PipelinesRecord,
  own: Set<string>,
): string[] {
  const index = indexOf(record);
  const findings: string[] = [];
  checkedLines(page).forEach((text, lineIndex) => {
    for (const match of text.matchAll(libraryNamePattern)) {
      const name = match[0];
      const before = text.slice(Math.max(0, (match.index ?? 0) - 1), match.index);
      if (placeholder.test(before) || own.has(name) || index.has(name)) continue;
      findings.push(
        `${at(page, lineIndex + 1)}: ${name}: edp-tekton ${record.ref.ref} has no Pipeline, Task or TriggerTemplate of that name`,
      );
    }
  });
  return findings;
}

// A name in code next to "pipeline task" or the kind "Task": the page calls it a Tekton task
// (a Gradle `sonarqube` task or a make target is no business of this check).
const taskMention =
  /`([a-z0-9][a-z0-9.-]*)`(?= (?:pipeline task|Task)s?\b)|(?<=\b(?:pipeline task|Pipeline task|Task) )`([a-z0-9][a-z0-9.-]*)`/g;
/** Words of Tekton itself, not names: "the `finally` tasks". */
const tektonWords = new Set(['finally']);

/** Findings of the names a page's prose calls tasks. */
export function taskMentionFindings(
  page: Page,
  record: PipelinesRecord,
  own: Set<string>,
): string[] {
  const index = indexOf(record);
  const steps = new Set(record.pipelineTaskNames);
  const findings: string[] = [];
  const lines = checkedLines(page);
  const inCode = new Set(
    codeBlocks(page).flatMap(({line, code}) => code.split('\n').map((_, i) => line + 1 + i)),
  );
  lines.forEach((text, lineIndex) => {
    if (inCode.has(lineIndex + 1)) return;
    for (const match of text.matchAll(taskMention)) {
      const name = match[1] ?? match[2] ?? '';
      if (tektonWords.has(name) || own.has(name) || steps.has(name)) continue;
      if (index.get(name)?.some(({kind}) => kind === 'Task')) continue;
      findings.push(
        `${at(page, lineIndex + 1)}: ${name}: the page calls it a task; edp-tekton ${record.ref.ref} has no Task, and no Pipeline a step, of that name`,
      );
    }
  });
  return findings;
}

/** Every finding of a page. */
const versionNames = new Map<string, Set<string>>();
/** What the pages of a docs version define: a custom library's Pipelines, named on one page and run on the next. */
function namesOfVersion(version: string): Set<string> {
  let names = versionNames.get(version);
  if (!names) {
    names = new Set(
      contentPages()
        .filter((page) => page.version.name === version)
        .flatMap((page) => [...ownNames(page)]),
    );
    versionNames.set(version, names);
  }
  return names;
}

export function tektonFindings(page: Page, record: PipelinesRecord): string[] {
  const own = new Set([...ownNames(page), ...namesOfVersion(page.version.name)]);
  return [
    ...codeBlocks(page).flatMap((block) => referenceFindings(block, record, own)),
    ...libraryNameFindings(page, record, own),
    ...taskMentionFindings(page, record, own),
  ];
}
