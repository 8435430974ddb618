import path from 'node:path';
import {docsVersionOfSource, releaseFactsByName} from '../../../config/releaseFactReferences';
import {docsVersions} from '../../../config/releases';
import type {DocsVersionEntry} from '../../../config/releases';
import {markdownFiles, readSource} from '../../support/siteSources';

const root = path.resolve(__dirname, '../../..');

/** A Markdown page of the docs or the FAQ, with the docs version its facts resolve against. */
export type MarkdownSource = {
  readonly file: string;
  readonly text: string;
  readonly version: DocsVersionEntry;
};

/** Every Markdown page whose facts come from config/releases.ts: all docs versions and the FAQ. */
export function markdownSources(): MarkdownSource[] {
  return ['docs', 'versioned_docs', 'faq'].flatMap(markdownFiles).map((file) => ({
    file,
    text: readSource(file),
    version: docsVersionOfSource(root, path.join(root, file)),
  }));
}

/** Where a number comes from: "3.11 chart.version". */
type Owner = {readonly version: DocsVersionEntry; readonly fact: string};

/** Facts that are version numbers (chart, Tekton, operators): recognisable wherever they appear. */
const isVersionNumber = (value: string) => /^v?\d+\.\d+\.\d+$/.test(value);
/** Facts that are minimum platform versions ("1.32"): recognisable only after the platform's name. */
const platformMinimum =
  /\b(?:Kubernetes|Amazon EKS|EKS|OpenShift|OKD|kubectl)\b[^\n|.]{0,24}?(?<![\w.])(\d+\.\d+)(?![\w.]*\d)/g;

/**
 * Facts that are versions of the operators the chart does not pin. Their numbers are common
 * (3.3.0 is also an edp-install release), so they are recognisable only after the operator's
 * name: "keycloak-operator 1.32.0", "the sonar-operator that the add-on installs, 3.3.0".
 */
const isUnpinnedOperatorFact = (fact: string) => fact.startsWith('unpinnedOperators.');
const unpinnedOperatorNumber =
  /\b(keycloak|nexus|sonar)-operator\b[^\n|]{0,40}?(?<![\w.])v?(\d+\.\d+\.\d+)(?![\w]|\.\d)/g;

/**
 * Whether an operator's version is a threshold ("3.2.0 or later", "arrived in sonar-operator
 * 3.2.0"): it names the release a feature came with, which no release fact stands for.
 */
function isThreshold(before: string, after: string): boolean {
  return /^ or (?:later|newer)\b/.test(after) || /\b(?:arrived in|since|from)\s*$/.test(before);
}

function ownersByNumber(select: (fact: string) => boolean): Map<string, Owner[]> {
  const owners = new Map<string, Owner[]>();
  for (const version of docsVersions) {
    for (const [fact, value] of releaseFactsByName(version)) {
      if (typeof value !== 'string' || !select(fact)) continue;
      if (isVersionNumber(value) || /^(kubernetes|openshift)Minimum$/.test(fact)) {
        owners.set(value, [...(owners.get(value) ?? []), {version, fact}]);
      }
    }
  }
  return owners;
}

const owners = ownersByNumber((fact) => !isUnpinnedOperatorFact(fact));
const unpinnedOperatorOwners = ownersByNumber(isUnpinnedOperatorFact);
const versionNumbers = [...owners.keys()].filter(isVersionNumber);
// A tag spells the number with a leading v (v3.12.4): the number is found there too.
const versionNumberPattern = new RegExp(
  `(?<![\\w.])v?(${versionNumbers.map((n) => n.replaceAll('.', '\\.')).join('|')})(?![\\w]|\\.\\d)`,
  'g',
);

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthName = String.raw`(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;
/** Dates as pages write them: 2025-05-26, May 26, 2025, 26 May 2025. */
const datePatterns: readonly {pattern: RegExp; iso: (match: RegExpMatchArray) => string}[] = [
  {pattern: /(?<![\w-])(20\d\d)-(\d\d)-(\d\d)(?![\w-])/g, iso: (m) => `${m[1]}-${m[2]}-${m[3]}`},
  {
    pattern: new RegExp(String.raw`\b${monthName} (\d{1,2}),? (20\d\d)\b`, 'g'),
    iso: (m) => isoOf(m[3], m[1], m[2]),
  },
  {
    pattern: new RegExp(String.raw`\b(\d{1,2}) ${monthName},? (20\d\d)\b`, 'g'),
    iso: (m) => isoOf(m[3], m[2], m[1]),
  },
];

function isoOf(year = '', month = '', day = ''): string {
  const index = months.findIndex((name) => name.startsWith(month.toLowerCase().slice(0, 3)));
  return `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Every release date of every docs version, with the fact that holds it. */
function dateOwners(): Map<string, Owner[]> {
  const dates = new Map<string, Owner[]>();
  for (const version of docsVersions) {
    for (const fact of ['chart.date', 'chart.firstDate']) {
      const value = String(releaseFactsByName(version).get(fact));
      dates.set(value, [...(dates.get(value) ?? []), {version, fact}]);
    }
  }
  return dates;
}

const releaseDates = dateOwners();
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Release dates typed into a page: a date of a release (its own or another's),
 * or a date one or two days off one, as a date typed from memory is.
 */
function typedReleaseDates(line: string, where: string, version: DocsVersionEntry): string[] {
  const findings: string[] = [];
  for (const {pattern, iso} of datePatterns) {
    for (const match of line.matchAll(pattern)) {
      const date = iso(match);
      const exact = releaseDates.get(date);
      const own = exact?.find((owner) => owner.version === version);
      if (own) {
        findings.push(
          `${where}: "${match[0]}" is retyped; write {release.${own.fact}} (or {release.${own.fact}Text} in words)`,
        );
      } else if (exact) {
        const [first] = exact;
        findings.push(
          `${where}: "${match[0]}" is ${exact.map((o) => `${o.version.label} ${o.fact}`).join(', ')}; ` +
            `write {release[${first?.version.name}].${first?.fact}} (or {release[${first?.version.name}].${first?.fact}Text} in words)`,
        );
      } else {
        for (const [releaseDate, owners] of releaseDates) {
          const days = Math.round((Date.parse(date) - Date.parse(releaseDate)) / dayMs);
          if (days === 0 || Math.abs(days) > 2) continue;
          const [first] = owners;
          findings.push(
            `${where}: "${match[0]}" is ${Math.abs(days)} day${Math.abs(days) > 1 ? 's' : ''} off ${first?.version.label} ${first?.fact} (${releaseDate}); ` +
              `write {release[${first?.version.name}].${first?.fact}} (or {release[${first?.version.name}].${first?.fact}Text} in words)`,
          );
        }
      }
    }
  }
  return findings;
}

/** An image of the platform with a typed tag, such as epamedp/codebase-operator:2.20.0. */
const platformImageTag = /\bepamedp\/[\w-]+:(v?\d+\.\d+\.\d+)\b/g;

/**
 * Release numbers and dates typed into a page instead of quoted from config/releases.ts,
 * one message per finding with the file and line: a number of the page's own
 * release is retyped (it goes stale with the next patch), a number of another
 * release is the mix-up readers report. Fact references are left out.
 */
export function typedReleaseNumbers({file, text, version}: MarkdownSource): string[] {
  const findings: string[] = [];
  text.split('\n').forEach((rawLine, index) => {
    const line = rawLine.replace(/\{release(?:\[[^\]]*\])?\.[\w.]+\}/g, '');
    const hits = [
      ...[...line.matchAll(versionNumberPattern)].map((match) => match[1]),
      ...[...line.matchAll(platformMinimum)]
        .map((match) => match[1])
        .filter((n) => n && owners.has(n)),
    ];
    // An operator's number is that operator's fact, not another's that has the same number.
    const operatorOwners = new Map<string, Owner[]>();
    for (const match of line.matchAll(unpinnedOperatorNumber)) {
      const [whole, operator, number] = match;
      const end = match.index + whole.length;
      if (isThreshold(line.slice(0, match.index), line.slice(end))) continue;
      const factOwners = (unpinnedOperatorOwners.get(number!) ?? []).filter(({fact}) =>
        fact.endsWith(`.${operator}`),
      );
      if (factOwners.length > 0) {
        operatorOwners.set(number!, [...(operatorOwners.get(number!) ?? []), ...factOwners]);
      }
    }
    findings.push(...typedReleaseDates(line, `${file}:${index + 1}`, version));
    for (const [image, tag] of line.matchAll(platformImageTag)) {
      findings.push(
        `${file}:${index + 1}: "${image}" types the tag ${tag}; quote the release's operator version, such as {release.operators.codebase}`,
      );
    }
    const ownersOf = (number: string) => [
      ...(hits.includes(number) ? (owners.get(number) ?? []) : []),
      ...(operatorOwners.get(number) ?? []),
    ];
    for (const number of new Set([...hits, ...operatorOwners.keys()])) {
      if (!number) continue;
      const numberOwners = ownersOf(number);
      const own = numberOwners.filter((owner) => owner.version === version);
      const where = `${file}:${index + 1}`;
      if (own.length > 0) {
        // One number can be two facts (an operator's newest release and its add-on's): name both.
        const references = own.map(({fact}) => `{release.${fact}}`).join(' or ');
        findings.push(`${where}: "${number}" is retyped; write ${references}`);
      } else {
        const others = numberOwners.map((o) => `${o.version.label} ${o.fact}`).join(', ');
        findings.push(
          `${where}: "${number}" belongs to another release (${others}), not to ${version.label}; ` +
            `quote this version's fact, or {release[VERSION].FACT} where another release is meant`,
        );
      }
    }
  });
  return findings;
}
