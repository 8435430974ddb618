/**
 * Paths of files in the project's repositories that pages name, against the
 * files at the ref the version reads each repository at
 * (source-records/<version>/repository-paths.json).
 *
 * What is a path a page names:
 * - a GitHub address of a recorded repository (`github.com/OWNER/REPO/blob|tree/REF/PATH`,
 *   `raw.githubusercontent.com/OWNER/REPO/REF/PATH`): the PATH, whatever REF the
 *   address names, is looked up at the version's ref;
 * - inline code or a code block title that starts with a folder only one
 *   recorded repository has: `clusters/` (epam/edp-cluster-add-ons),
 *   `charts/pipelines-library`, `charts/tekton-cache`, `charts/common-library`
 *   (epam/edp-tekton). A title's trailing note in parentheses is not part of it.
 *
 * A path with a placeholder (`<name>`, `{...}`, `*`) is not looked up; a path
 * that ends in `/` is a folder and exists when a file lies below it.
 */
import type {RepositoryPathsRecord} from '../../../scripts/source-records/recordTypes';
import type {Page} from './pageSources';
import {at, checkedLines, codeBlocks} from './pageSources';

/** Folders that only one recorded repository has, and that repository. */
const PATH_OWNERS: readonly {prefix: RegExp; repository: string}[] = [
  {prefix: /^clusters\//, repository: 'epam/edp-cluster-add-ons'},
  {
    prefix: /^charts\/(pipelines-library|tekton-cache|common-library)(\/|$)/,
    repository: 'epam/edp-tekton',
  },
];

const placeholder = /[<>{}*$]|\.\.\./;
const githubAddress =
  /https:\/\/(?:github\.com\/([\w.-]+\/[\w.-]+)\/(?:blob|tree)\/[^/\s)]+|raw\.githubusercontent\.com\/([\w.-]+\/[\w.-]+)\/[^/\s)]+)\/([^\s)"'`>#?]+)/g;

type Named = {repository: string; path: string; line: number};

function namedPaths(page: Page): Named[] {
  const named: Named[] = [];
  const lines = checkedLines(page);
  lines.forEach((text, index) => {
    for (const [, blobRepository, rawRepository, filePath = ''] of text.matchAll(githubAddress)) {
      const repository = blobRepository ?? rawRepository ?? '';
      named.push({
        repository,
        path: decodeURIComponent(filePath).replace(/\.git$/, ''),
        line: index + 1,
      });
    }
    for (const [, code = ''] of text.matchAll(/`([^`\s]+)`/g)) {
      const owner = PATH_OWNERS.find(({prefix}) => prefix.test(code));
      if (owner) named.push({repository: owner.repository, path: code, line: index + 1});
    }
  });
  for (const block of codeBlocks(page)) {
    const title = block.title?.replace(/\s*\(.*\)\s*$/, '');
    const owner = title && PATH_OWNERS.find(({prefix}) => prefix.test(title));
    if (title && owner) named.push({repository: owner.repository, path: title, line: block.line});
  }
  return named;
}

export function repositoryPathFindings(page: Page, record: RepositoryPathsRecord): string[] {
  const findings: string[] = [];
  for (const {repository, path, line} of namedPaths(page)) {
    const recorded = record.repositories.find(({ref}) => ref.repository === repository);
    if (!recorded || placeholder.test(path)) continue;
    const clean = path.replace(/\/+$/, '');
    const exists =
      recorded.files.includes(clean) || recorded.files.some((file) => file.startsWith(`${clean}/`));
    if (!exists) {
      const ref =
        recorded.ref.ref === recorded.ref.commit
          ? `commit ${recorded.ref.commit.slice(0, 12)} (${recorded.ref.date.slice(0, 10)})`
          : recorded.ref.ref;
      findings.push(
        `${at(page, line)}: ${path}: ${repository} has no such file or folder at ${ref}, the ref ${page.version.label} reads it at`,
      );
    }
  }
  return findings;
}
