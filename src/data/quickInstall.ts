import {latestVersion} from '../../config/releases';

/** The home page's install band: the commands of the Quick Start, pinned to the latest release's chart. */
export const quickInstall = {
  /** The `edp-install` chart of the latest docs version (config/releases.ts). */
  chartVersion: latestVersion.release.chart.version,
  guide: '/docs/quick-start/platform-installation',
} as const;

/** The shell commands a reader copies: add the chart repository, then install the release. */
export function quickInstallCommands(chartVersion: string): string {
  return [
    'helm repo add epamedp https://epam.github.io/edp-helm-charts/stable',
    'helm repo update',
    `helm install krci epamedp/edp-install --version ${chartVersion} \\`,
    '  --namespace krci --create-namespace \\',
    '  --set global.platform=kubernetes \\',
    '  --set global.dnsWildCard=example.com',
  ].join('\n');
}
