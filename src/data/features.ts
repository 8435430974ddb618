/** The platform's capabilities on the home page, each leading to the page that explains it. */
export type FeatureIconName =
  | 'scaffolding'
  | 'pipelines'
  | 'gitops'
  | 'sso'
  | 'kubernetes'
  | 'security'
  | 'tests'
  | 'metrics'
  | 'openSource';

export type Feature = {
  readonly title: string;
  readonly description: string;
  /** A docs route; the build fails if it does not exist. */
  readonly to: string;
  readonly icon: FeatureIconName;
};

export const features: readonly Feature[] = [
  {
    title: 'Application scaffolding',
    description:
      'Start a service from a template with its repository, build tool, pipelines and Helm chart already wired, or import an existing codebase.',
    to: '/docs/use-cases/application-scaffolding',
    icon: 'scaffolding',
  },
  {
    title: 'CI/CD pipelines',
    description:
      'Tekton review and build pipelines for each language and framework run on every change, inside your cluster.',
    to: '/docs/basic-concepts#pipelines',
    icon: 'pipelines',
  },
  {
    title: 'GitOps',
    description:
      'Argo CD deploys every environment from Git, so what runs in a namespace is always what a repository says.',
    to: '/docs/basic-concepts#gitops-with-argo-cd',
    icon: 'gitops',
  },
  {
    title: 'Single sign-on',
    description:
      'Keycloak signs people in to the portal, Argo CD, SonarQube and the registry with one corporate identity.',
    to: '/docs/basic-concepts#single-sign-on-with-keycloak',
    icon: 'sso',
  },
  {
    title: 'Built for Kubernetes',
    description:
      'One Helm chart installs the platform on Amazon EKS, any conformant Kubernetes cluster or OpenShift.',
    to: '/docs/quick-start/platform-installation',
    icon: 'kubernetes',
  },
  {
    title: 'Security in every pipeline',
    description:
      'Static analysis, dependency checks, image scanning and signed artifacts act as gates before a release moves on.',
    to: '/docs/compliance#security-testing-in-pipelines',
    icon: 'security',
  },
  {
    title: 'Test analysis',
    description:
      'Autotests run against each environment and decide whether a release is promoted to the next one.',
    to: '/docs/use-cases/autotest-as-quality-gate',
    icon: 'tests',
  },
  {
    title: 'Logs and metrics',
    description:
      'Collect logs and metrics from pipelines and workloads, and find a failing step or a slow service quickly.',
    to: '/docs/operator-guide#what-you-own-as-an-operator',
    icon: 'metrics',
  },
  {
    title: 'Open source',
    description:
      'Apache License 2.0 from the operators to the portal: run it, read it and change it without a licence fee.',
    to: '/docs/about-platform#what-kuberocketci-is',
    icon: 'openSource',
  },
];
