import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {docsVersion, docsVersions, latestVersion} from './releases';
import type {DocsVersionEntry} from './releases';
import {checkedAgainstLine, releaseBlocks} from '../src/plugins/release-data/releaseBlocks';

/**
 * Pages quote release facts by name instead of retyping them:
 *
 *     helm install krci epamedp/edp-install --version {release.chart.version}
 *
 * `{release.NAME}` is a fact of the page's own docs version;
 * `{release[3.11].NAME}` names another version's fact on purpose (the
 * Supported Versions table, an upgrade guide). The reference is replaced in
 * the Markdown text before MDX parses it, so prose, inline code, fenced code,
 * links, tables and front matter all show the resolved value, and any export
 * of a page can resolve it with the same function.
 */
const factReference = /\{release(?:\[([^\]\s]+)\])?\.([A-Za-z][\w.]*)\}/g;

type FactValue = string | number | null;

/** "2025-05-26" → "May 26, 2025", the way prose writes a date. */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Every fact of a docs version by its dotted name, for example "chart.version",
 * its support status as "status" (development, latest, supported, unsupported),
 * and each release date also in words: "chart.dateText" is "May 26, 2025".
 */
export function releaseFactsByName(version: DocsVersionEntry): Map<string, FactValue> {
  const facts = new Map<string, FactValue>([
    ['status', version.status],
    ['chart.dateText', longDate(version.release.chart.date)],
    ['chart.firstDateText', longDate(version.release.chart.firstDate)],
  ]);
  const walk = (value: unknown, prefix: string): void => {
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        walk(child, prefix ? `${prefix}.${key}` : key);
      }
    } else {
      facts.set(prefix, value as FactValue);
    }
  };
  walk(version.release, '');
  return facts;
}

/** The docs version a Markdown source belongs to; the FAQ, the blog and pages answer for the latest release. */
export function docsVersionOfSource(siteDir: string, filePath: string): DocsVersionEntry {
  const [top, second] = path.relative(siteDir, filePath).split(path.sep);
  if (top === 'docs') {
    return docsVersion('current');
  }
  if (top === 'versioned_docs' && second?.startsWith('version-')) {
    return docsVersion(second.slice('version-'.length));
  }
  return latestVersion;
}

// A generated part of a page: `{release.changes}` alone on its line (src/plugins/release-data).
const blockReference = /^\{release\.(\w+)\}[ \t]*$/gm;

/** Replaces each generated part's reference with its Markdown; other lines stay as they are. */
function withReleaseBlocks(text: string, version: DocsVersionEntry, file: string): string {
  const withBlocks = text.replace(blockReference, (reference, name: string) => {
    const block = releaseBlocks[name];
    return block ? block(version, file.split(path.sep).join('/')) : reference;
  });
  const checked = checkedAgainstLine(text, version, file);
  return checked ? `${withBlocks.trimEnd()}\n\n${checked}\n` : withBlocks;
}

/** The text with each generated part's line left empty: what a writer wrote, for checks of the writing. */
export const withoutReleaseBlocks = (text: string): string => text.replace(blockReference, '');

/**
 * Replaces every fact reference in `text` with its value; a generated part
 * (`{release.changes}`, `{release.compatibility}` on a line of its own) with
 * its Markdown; and ends a page whose front matter records a review with its
 * "Checked against" line. An unknown version
 * or fact, or a fact the release does not have (null), throws an error that
 * names the file, the line and the reference.
 */
export function resolveReleaseFacts(text: string, version: DocsVersionEntry, file: string): string {
  return withReleaseBlocks(text, version, file).replace(
    factReference,
    (reference, versionName: string | undefined, name: string, offset: number) => {
      const where = `${file}:${text.slice(0, offset).split('\n').length}`;
      const target =
        versionName === undefined ? version : docsVersions.find((v) => v.name === versionName);
      if (!target) {
        throw new Error(
          `${where}: ${reference} names an unknown docs version "${versionName}". ` +
            `Known versions: ${docsVersions.map((v) => v.name).join(', ')}.`,
        );
      }
      const facts = releaseFactsByName(target);
      const value = facts.get(name);
      if (!facts.has(name)) {
        throw new Error(
          `${where}: ${reference} is not a release fact. Known facts (config/releases.ts): ` +
            `${[...facts.keys()].join(', ')}.`,
        );
      }
      if (value === null || value === undefined) {
        throw new Error(`${where}: ${reference} has no value in release ${target.release.line}.`);
      }
      return String(value);
    },
  );
}

/**
 * The Markdown hooks that resolve fact references for every docs instance:
 * the body before MDX compiles it, and the front matter (title, description)
 * that the docs plugin reads on its own.
 */
export function releaseFactsMarkdownHooks(
  siteDir: string,
): Pick<MarkdownConfig, 'preprocessor' | 'parseFrontMatter'> {
  const resolve = (filePath: string, fileContent: string) =>
    resolveReleaseFacts(
      fileContent,
      docsVersionOfSource(siteDir, filePath),
      path.relative(siteDir, filePath),
    );
  return {
    preprocessor: ({filePath, fileContent}) => resolve(filePath, fileContent),
    parseFrontMatter: ({filePath, fileContent, defaultParseFrontMatter}) =>
      defaultParseFrontMatter({filePath, fileContent: resolve(filePath, fileContent)}),
  };
}
