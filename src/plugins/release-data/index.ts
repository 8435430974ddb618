import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {docsVersions, versionRouteBase} from '../../../config/releases';
import type {ReleaseFacts, SupportStatus} from '../../../config/releases';

/** One docs version in /releases.json: its release facts (config/releases.ts) and where its docs are. */
export type ReleaseData = ReleaseFacts & {
  /** The docs version's name: "current" for the version in development. */
  readonly docsVersion: string;
  readonly label: string;
  readonly status: SupportStatus;
  readonly docs: string;
};

/** Every docs version, next first, as /releases.json publishes them. */
export function releaseData(siteUrl: string): ReleaseData[] {
  return docsVersions.map((version) => ({
    docsVersion: version.name,
    label: version.label,
    status: version.status,
    docs: `${siteUrl}${versionRouteBase(version)}`,
    ...version.release,
  }));
}

/** Writes /releases.json, the release facts of every docs version, for scripts and the Supported Versions page. */
export default function releaseDataPlugin(): Plugin {
  return {
    name: 'krci-release-data',
    postBuild({outDir, siteConfig}) {
      const file = path.join(outDir, 'releases.json');
      writeFileSync(file, `${JSON.stringify({versions: releaseData(siteConfig.url)}, null, 2)}\n`);
    },
  };
}
