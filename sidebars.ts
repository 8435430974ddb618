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
  operatorGuide: [
    'operator-guide/index',
    {
      type: 'category',
      label: 'Installation',
      items: [
        'operator-guide/installation-overview',
        'operator-guide/install-argocd',
        'operator-guide/add-ons-overview',
        {
          type: 'category',
          label: 'Install via Helm Chart',
          items: [
            'operator-guide/prerequisites',
            {
              type: 'category',
              label: 'Setup Cluster',
              items: [
                'operator-guide/kubernetes-cluster-settings',
                'operator-guide/openshift-cluster-settings',
                'operator-guide/install-ingress-nginx',
              ],
            },
            'operator-guide/install-tekton',
            'operator-guide/install-kuberocketci',
          ],
        },
        'operator-guide/aws-marketplace-install',
        'operator-guide/install-via-civo',
        {
          type: 'category',
          label: 'Advanced Installation',
          items: [
            'operator-guide/advanced-installation/overview',
            'operator-guide/advanced-installation/capsule',
            'operator-guide/advanced-installation/custom-certificates',
          ],
        },
        {
          type: 'category',
          label: 'Extensions',
          items: ['operator-guide/extensions/krakend', 'operator-guide/extensions/git-discovery'],
        },
        'operator-guide/uninstall-kuberocketci',
      ],
    },
    {
      type: 'category',
      label: 'Authentication and Authorization',
      items: [
        'operator-guide/auth/platform-auth-model',
        'operator-guide/auth/keycloak',
        'operator-guide/auth/ui-portal-oidc',
        'operator-guide/auth/configure-keycloak-oidc-eks',
        'operator-guide/auth/oauth2-proxy',
        'operator-guide/auth/namespace-management',
        {
          type: 'category',
          label: 'OIDC Authentication With Microsoft Entra',
          items: [
            'operator-guide/microsoft-entra/oidc-authentication-overview',
            'operator-guide/microsoft-entra/argo-cd-authentication',
            'operator-guide/microsoft-entra/awx-operator-authentication',
            'operator-guide/microsoft-entra/aws-eks-portal-authentication',
            'operator-guide/microsoft-entra/dependency-track-authentication',
            'operator-guide/microsoft-entra/defectdojo-oidc-authentication',
            'operator-guide/microsoft-entra/grafana-authentication',
            'operator-guide/microsoft-entra/harbor-authentication',
            'operator-guide/microsoft-entra/nexus-authentication',
            'operator-guide/microsoft-entra/oauth2-proxy-authentication',
            'operator-guide/microsoft-entra/opensearch-authentication',
            'operator-guide/microsoft-entra/sonar-oidc-authentication',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Upgrade',
      items: [
        'operator-guide/upgrade/upgrade-krci-3.12',
        'operator-guide/upgrade/upgrade-edp-3.11',
        'operator-guide/upgrade/upgrade-edp-3.10',
        'operator-guide/upgrade/upgrade-edp-3.9',
        'operator-guide/upgrade/upgrade-edp-3.8',
        'operator-guide/upgrade/upgrade-edp-3.7',
        'operator-guide/upgrade/upgrade-edp-3.6',
        {
          type: 'category',
          label: 'Older Versions',
          items: [
            'operator-guide/upgrade/upgrade-edp-3.5',
            'operator-guide/upgrade/upgrade-edp-3.4',
            'operator-guide/upgrade/upgrade-edp-3.3',
            'operator-guide/upgrade/upgrade-edp-3.2',
            'operator-guide/upgrade/upgrade-edp-3.1',
            'operator-guide/upgrade/upgrade-edp-3.0',
          ],
        },
        'operator-guide/upgrade/upgrade-keycloak-19.0',
        'operator-guide/upgrade/migrate-ci-pipelines-from-jenkins-to-tekton',
      ],
    },
  ],
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
