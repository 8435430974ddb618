import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {docsVersions, versionRouteBase} from '../../../config/releases';

/** One docs version in /releases.json: what config/releases.ts holds, with where its docs are. */
export type ReleaseData = {
  /** The docs version's name: "current" for the version in development. */
  readonly docsVersion: string;
  readonly label: string;
  readonly status: string;
  readonly docs: string;
  readonly line: string;
  readonly chart: {
    readonly version: string;
    readonly date: string;
    readonly firstVersion: string;
    readonly firstDate: string;
  };
  readonly kubernetesMinimum: string;
  readonly openshiftMinimum: string | null;
  readonly tekton: {readonly pipelines: string; readonly triggers: string};
  readonly argoCdChart: string;
  readonly portal: {readonly component: string; readonly chart: string};
  readonly operators: Record<string, string | null>;
};

/** Every docs version, next first, as /releases.json publishes them. */
export function releaseData(siteUrl: string): ReleaseData[] {
  return docsVersions.map((version) => {
    const {release} = version;
    return {
      docsVersion: version.name,
      label: version.label,
      status: version.status,
      docs: `${siteUrl}${versionRouteBase(version)}`,
      line: release.line,
      chart: {...release.chart},
      kubernetesMinimum: release.kubernetesMinimum,
      openshiftMinimum: release.openshiftMinimum,
      tekton: {...release.tekton},
      argoCdChart: release.argoCd.chart,
      portal: {component: release.portal.component, chart: release.portal.chart},
      operators: {...release.operators},
    };
  });
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
