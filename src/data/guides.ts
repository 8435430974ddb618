/** The guides a reader picks from on the home page, one per docs sidebar. */
export type Guide = {
  readonly title: string;
  readonly audience: string;
  readonly description: string;
  readonly to: string;
};

export const guides: readonly Guide[] = [
  {
    title: 'Operator Guide',
    audience: 'Platform operators',
    description:
      'Prepare a cluster, install KubeRocketCI with Helm, connect single sign-on and the tools around it, then upgrade and troubleshoot.',
    to: '/docs/operator-guide',
  },
  {
    title: 'User Guide',
    audience: 'Developers and team leads',
    description:
      'Create applications, libraries and autotests in the portal, run review and build pipelines, and promote releases through environments.',
    to: '/docs/user-guide',
  },
  {
    title: 'Developer Guide',
    audience: 'Contributors',
    description:
      'Learn the reference architecture, run the platform locally and contribute code or documentation to KubeRocketCI.',
    to: '/docs/developer-guide',
  },
  {
    title: 'Use Cases',
    audience: 'Teams adopting the platform',
    description:
      'Follow complete scenarios: scaffold an application, gate releases on autotests, manage secrets and deploy feature branches.',
    to: '/docs/use-cases',
  },
  {
    title: 'API Reference',
    audience: 'Automation authors',
    description:
      'Every custom resource KubeRocketCI defines, with its fields, status and a complete example manifest.',
    to: '/docs/api/overview',
  },
  {
    title: 'FAQ',
    audience: 'Everyone',
    description:
      'Short answers to the questions readers ask most, and how-to guides for daily work with pipelines and environments.',
    to: '/faq/general-questions',
  },
];
