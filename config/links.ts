/** External addresses the navbar, footer and pages share. */
export const externalLinks = {
  mainSite: 'https://kuberocketci.io',
  docsRepository: 'https://github.com/KubeRocketCI/docs',
  platformRepository: 'https://github.com/epam/edp-install',
  releases: 'https://github.com/epam/edp-install/blob/master/RELEASES.md',
  youtube: 'https://www.youtube.com/@theplatformteam',
  medium: 'https://medium.com/kuberocketci',
  artifactHub: 'https://artifacthub.io/packages/search?repo=epmdedp',
  operatorHub: 'https://operatorhub.io/?keyword=edp',
  dockerHub: 'https://hub.docker.com/u/epamedp',
  humanitarianFund: 'https://epamuafund.pinkaloo.com/causes/159bdd2f71854adf8ed5251fe26d2fe0',
} as const;

/** A new issue in the docs repository with its fields (title, body, labels) filled in. */
export function newDocsIssueUrl(fields: Readonly<Record<string, string>>): string {
  return `${externalLinks.docsRepository}/issues/new?${new URLSearchParams(fields).toString()}`;
}
