/** The site's main sections, for readers who need a way back in (the not-found page). */
export type MainSection = {
  readonly label: string;
  readonly to: string;
  readonly description: string;
};

export const mainSections: readonly MainSection[] = [
  {
    label: 'Getting Started',
    to: '/docs/about-platform',
    description: 'What KubeRocketCI is and how it fits together',
  },
  {
    label: 'Quick Start',
    to: '/docs/quick-start/quick-start-overview',
    description: 'From an empty cluster to a deployed application',
  },
  {
    label: 'Operator Guide',
    to: '/docs/operator-guide',
    description: 'Install, connect, upgrade and troubleshoot',
  },
  {
    label: 'User Guide',
    to: '/docs/user-guide',
    description: 'Applications, pipelines and environments in the portal',
  },
  {label: 'Use Cases', to: '/docs/use-cases', description: 'Complete scenarios, step by step'},
  {
    label: 'API Reference',
    to: '/docs/api/overview',
    description: 'Every custom resource and its fields',
  },
  {label: 'FAQ', to: '/faq/general-questions', description: 'Short answers to common questions'},
  {label: 'Blog', to: '/blog', description: 'Articles from the platform team'},
];
