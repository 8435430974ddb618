/**
 * Sections of the docs whose every page, in every docs version, has had its
 * second read at the sources (the review issues): each page records it in its
 * front matter (`checked_against`), and ends with the "Checked against" line
 * that src/plugins/release-data renders from it. A page of a section listed
 * here without the record fails `npm run test:content`; add a section when its
 * review lands whole, in every version. An entry is a docs folder, or a single
 * page (its path without `.md`) for the pages a sidebar category holds at the
 * top of a folder, such as the Operator Guide's installation pages.
 */
export const reviewedSections: readonly string[] = [
  'operator-guide/add-ons-overview',
  'operator-guide/advanced-installation',
  'operator-guide/artifacts-management',
  'operator-guide/auth',
  'operator-guide/aws-marketplace-install',
  'operator-guide/cd',
  'operator-guide/ci',
  'operator-guide/code-quality',
  'operator-guide/devsecops',
  'operator-guide/disaster-recovery',
  'operator-guide/extensions',
  'operator-guide/infrastructure-providers',
  'operator-guide/install-argocd',
  'operator-guide/install-ingress-nginx',
  'operator-guide/install-kuberocketci',
  'operator-guide/install-tekton',
  'operator-guide/install-via-civo',
  'operator-guide/installation-overview',
  'operator-guide/kubernetes-cluster-scaling',
  'operator-guide/kubernetes-cluster-settings',
  'operator-guide/microsoft-entra',
  'operator-guide/monitoring-and-observability',
  'operator-guide/openshift-cluster-settings',
  'operator-guide/prerequisites',
  'operator-guide/project-management-and-reporting',
  'operator-guide/secrets-management',
  'operator-guide/troubleshooting',
  'operator-guide/uninstall-kuberocketci',
  'operator-guide/upgrade',
];
