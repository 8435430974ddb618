import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The six docs sidebars; the navbar opens each by its id.
 * A page joins its sidebar here when it is written (WRITING.md has the full inventory).
 */
const sidebars = {
  quickStart: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      items: [
        'about-platform',
        {
          type: 'category',
          label: 'Quick Start',
          items: [
            'quick-start/quick-start-overview',
            {
              type: 'category',
              label: 'CI Pipelines - Build',
              items: [
                'quick-start/platform-installation',
                {
                  type: 'category',
                  label: 'Integrate Tools',
                  items: [
                    'quick-start/integrate-sonarcloud',
                    'quick-start/integrate-github',
                    'quick-start/integrate-container-registry',
                  ],
                },
                'quick-start/create-application',
              ],
            },
            {
              type: 'category',
              label: 'CD Pipelines - Deploy',
              items: ['quick-start/integrate-argocd', 'quick-start/deploy-application'],
            },
          ],
        },
        'basic-concepts',
        'glossary',
        'supported-versions',
        'compliance',
      ],
    },
  ],
  operatorGuide: ['operator-guide/index'],
  userGuide: ['user-guide/index'],
  developerGuide: ['developer-guide/index'],
  useCases: [
    'use-cases/index',
    'use-cases/application-scaffolding',
    'use-cases/external-secrets',
    'use-cases/autotest-as-quality-gate',
    'use-cases/custom-pipelines-flow',
    'use-cases/tekton-custom-pipelines',
    'use-cases/cd-autotests-run-with-env-variables',
    'use-cases/deploy-application-from-feature-branch',
  ],
  api: [
    'api/overview',
    'api/cd-pipeline',
    'api/codebase',
    'api/keycloak',
    'api/nexus',
    'api/sonarqube',
    'api/tekton-custom-task',
  ],
} satisfies SidebarsConfig;

export default sidebars;
