/**
 * The one source of truth for the docs versions and the release facts their
 * pages quote. docusaurus.config.ts, the sitemap, the Markdown preprocessor
 * that resolves `{release.*}` in pages (config/releaseFactReferences.ts), the
 * tests and the bench all read this file; nothing else types a version number.
 *
 * Every fact was read at the release's own tag (see `sources` below and
 * CONTRIBUTING.md, "Release facts"): the chart's Chart.yaml and values.yaml
 * in epam/edp-install, the portal chart, the Tekton versions that the
 * pipeline library's own tests install.
 *
 * - A patch release: change that version's `chart` (and any operator it
 *   bumps) here. Pages follow on the next build.
 * - A minor release: `npm run docusaurus docs:version X.Y`, then add an entry
 *   for it at the top of `releasedVersions` and move `development` on.
 */

/** Where a version stands, as the Supported Versions page and the banners say it. */
export type SupportStatus = 'development' | 'latest' | 'supported' | 'unsupported';

export type ReleaseFacts = {
  /** The release line, for example "3.12". */
  readonly line: string;
  /** The `edp-install` chart the version's pages install: its newest patch. */
  readonly chart: {
    readonly version: string;
    /** Release date of that patch, ISO 8601. */
    readonly date: string;
    /** First release of the line: version and ISO date. */
    readonly firstVersion: string;
    readonly firstDate: string;
  };
  /** Oldest Kubernetes (and Amazon EKS) minor version the release is verified on. */
  readonly kubernetesMinimum: string;
  /** Oldest OpenShift version the release is verified on; null when OpenShift is not in its matrix. */
  readonly openshiftMinimum: string | null;
  /** Tekton release files installed before the platform. */
  readonly tekton: {readonly pipelines: string; readonly triggers: string};
  /** The argo/argo-cd Helm chart the guides install (not pinned by the release itself). */
  readonly argoCd: {readonly chart: string};
  /** The portal the chart ships, its chart version, and the Service a port forward targets. */
  readonly portal: {
    readonly component: 'edp-headlamp' | 'krci-portal';
    readonly chart: string;
    readonly service: string;
    readonly port: number;
  };
  /** The ConfigMap the chart writes the platform settings to. */
  readonly configMap: string;
  /** Versions of the operators and charts that the `edp-install` chart pins. */
  readonly operators: {
    readonly codebase: string;
    readonly cdPipeline: string;
    readonly tekton: string;
    readonly gerrit: string;
    /** GitFusion, a subchart switched by `gitfusion.enabled`; null before it joined the chart. */
    readonly gitfusion: string | null;
  };
  /**
   * The operators `edp-install` does not pin: each installed on its own, or by its add-on in
   * epam/edp-cluster-add-ons.
   */
  readonly unpinnedOperators: {
    /** Each operator's newest release on the chart's date: what the API pages document. */
    readonly newest: UnpinnedOperatorVersions;
    /** What the operator's add-on installs, at the add-ons commit current on the chart's date. */
    readonly addOn: UnpinnedOperatorVersions;
  };
};

/** A version of each operator the chart does not pin: keycloak-, nexus- and sonar-operator. */
export type UnpinnedOperatorVersions = {
  readonly keycloak: string;
  readonly nexus: string;
  readonly sonar: string;
};

export type DocsVersionEntry = {
  /** The Docusaurus version name: "current" for docs/, else the versions.json entry. */
  readonly name: string;
  /** What the version dropdown shows. */
  readonly label: string;
  /** The URL segment under /docs ("next" for current, the name for an older release, "" for the latest). */
  readonly path: string;
  /** Where the Markdown sources live. */
  readonly dir: string;
  readonly status: SupportStatus;
  readonly release: ReleaseFacts;
};

/** The docs version in development, served at /docs/next. */
export const CURRENT_VERSION = 'current';

const development = {
  label: '3.13-dev',
  release: {
    line: '3.13',
    chart: {version: '3.13.5', date: '2026-05-22', firstVersion: '3.13.0', firstDate: '2026-03-27'},
    kubernetesMinimum: '1.34',
    openshiftMinimum: null,
    tekton: {pipelines: 'v1.0.0', triggers: 'v0.32.0'},
    argoCd: {chart: '9.3.4'},
    portal: {component: 'krci-portal', chart: '0.5.0', service: 'krci-portal', port: 3000},
    configMap: 'krci-config',
    operators: {
      codebase: '2.33.0',
      cdPipeline: '2.30.0',
      tekton: '0.24.0',
      gerrit: '2.24.0',
      gitfusion: '0.5.0',
    },
    unpinnedOperators: {
      newest: {keycloak: '1.34.0', nexus: '3.5.0', sonar: '3.3.0'},
      addOn: {keycloak: '1.32.0', nexus: '3.5.0', sonar: '3.3.0'},
    },
  },
} as const satisfies {label: string; release: ReleaseFacts};

/** Released versions, newest first, with their facts (versions.json must list the same names). */
const releasedVersions = [
  {
    name: '3.12',
    status: 'latest',
    release: {
      line: '3.12',
      chart: {
        version: '3.12.4',
        date: '2025-12-19',
        firstVersion: '3.12.0',
        firstDate: '2025-07-22',
      },
      kubernetesMinimum: '1.32',
      openshiftMinimum: null,
      tekton: {pipelines: 'v1.0.0', triggers: 'v0.32.0'},
      argoCd: {chart: '8.5.6'},
      portal: {component: 'edp-headlamp', chart: '0.23.1', service: 'portal', port: 80},
      configMap: 'krci-config',
      operators: {
        codebase: '2.28.0',
        cdPipeline: '2.26.0',
        tekton: '0.20.0',
        gerrit: '2.24.0',
        gitfusion: '0.1.1',
      },
      unpinnedOperators: {
        newest: {keycloak: '1.30.0', nexus: '3.5.0', sonar: '3.3.0'},
        addOn: {keycloak: '1.29.0', nexus: '3.5.0', sonar: '3.3.0'},
      },
    },
  },
  {
    name: '3.11',
    status: 'supported',
    release: {
      line: '3.11',
      chart: {
        version: '3.11.3',
        date: '2025-05-26',
        firstVersion: '3.11.0',
        firstDate: '2025-03-22',
      },
      kubernetesMinimum: '1.29',
      openshiftMinimum: null,
      // Not the releases edp-tekton 0.18.0's tests install (Pipelines v0.53.6, Triggers v0.25.3):
      // their images are in gcr.io, which Tekton closed in July 2025 (tektoncd/pipeline#8870).
      // These are 3.12's, whose images are in ghcr.io; install-tekton.md says so to the reader.
      tekton: {pipelines: 'v1.0.0', triggers: 'v0.32.0'},
      argoCd: {chart: '8.5.6'},
      portal: {component: 'edp-headlamp', chart: '0.22.0', service: 'portal', port: 80},
      configMap: 'krci-config',
      operators: {
        codebase: '2.27.2',
        cdPipeline: '2.25.2',
        tekton: '0.18.0',
        gerrit: '2.23.1',
        gitfusion: null,
      },
      unpinnedOperators: {
        newest: {keycloak: '1.27.1', nexus: '3.5.0', sonar: '3.3.0'},
        addOn: {keycloak: '1.23.0', nexus: '3.3.0', sonar: '3.1.1'},
      },
    },
  },
  {
    name: '3.10',
    status: 'supported',
    release: {
      line: '3.10',
      chart: {
        version: '3.10.5',
        date: '2025-01-24',
        firstVersion: '3.10.0',
        firstDate: '2024-10-18',
      },
      kubernetesMinimum: '1.26',
      openshiftMinimum: '4.12',
      tekton: {pipelines: 'v0.53.4', triggers: 'v0.25.3'},
      argoCd: {chart: '7.7.11'},
      portal: {component: 'edp-headlamp', chart: '0.20.0', service: 'portal', port: 80},
      configMap: 'edp-config',
      operators: {
        codebase: '2.26.0',
        cdPipeline: '2.24.0',
        tekton: '0.16.0',
        gerrit: '2.23.0',
        gitfusion: null,
      },
      unpinnedOperators: {
        newest: {keycloak: '1.23.0', nexus: '3.3.0', sonar: '3.2.0'},
        addOn: {keycloak: '1.23.0', nexus: '3.3.0', sonar: '3.1.1'},
      },
    },
  },
] as const satisfies readonly {name: string; status: SupportStatus; release: ReleaseFacts}[];

/**
 * The release before the oldest docs version. It has no docs here;
 * `npm run source-records` reads its sources too, so that the oldest
 * version's What changed page has a release to compare with.
 */
export const baselineRelease = {line: '3.9', chart: {version: '3.9.0'}} as const;

/**
 * The lines before the baseline, each at its last patch: the archived upgrade
 * guides (operator-guide/upgrade) document moving between them. `npm run
 * source-records` writes only their refs.json, so that a guide reviewed at its
 * own release can name those refs in its "Checked against" line
 * (`checked_against.release` in its front matter).
 */
export const archivedReleases = [
  {line: '3.0', chart: {version: '3.0.0'}},
  {line: '3.1', chart: {version: '3.1.0'}},
  {line: '3.2', chart: {version: '3.2.2'}},
  {line: '3.3', chart: {version: '3.3.0'}},
  {line: '3.4', chart: {version: '3.4.1'}},
  {line: '3.5', chart: {version: '3.5.3'}},
  {line: '3.6', chart: {version: '3.6.0'}},
  {line: '3.7', chart: {version: '3.7.5'}},
  {line: '3.8', chart: {version: '3.8.1'}},
] as const;

/** The names Docusaurus knows the released versions by, newest first (as versions.json). */
export const releasedVersionNames: readonly string[] = releasedVersions.map(({name}) => name);

/** Every docs version, next first, then the releases newest first. */
export const docsVersions: readonly DocsVersionEntry[] = [
  {
    name: CURRENT_VERSION,
    label: development.label,
    path: 'next',
    dir: 'docs',
    status: 'development',
    release: development.release,
  },
  ...releasedVersions.map(({name, status, release}, index) => ({
    name,
    label: name,
    path: index === 0 ? '' : name,
    dir: `versioned_docs/version-${name}`,
    status,
    release,
  })),
];

/** The latest release: served at /docs, answered by the FAQ, installed by the home page. */
export const latestVersion: DocsVersionEntry = docsVersion(releasedVersions[0].name);

/** A docs version by its Docusaurus name; throws on an unknown name. */
export function docsVersion(name: string): DocsVersionEntry {
  const found = docsVersions.find((version) => version.name === name);
  if (!found) {
    throw new Error(
      `"${name}" is not a docs version. Known: ${docsVersions.map((v) => v.name).join(', ')}.`,
    );
  }
  return found;
}

/** The route of a version's docs when every version is built: /docs, /docs/next, /docs/3.11. */
export function versionRouteBase(version: DocsVersionEntry): string {
  return version.path ? `/docs/${version.path}` : '/docs';
}
