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
      label: 'Artifacts Management',
      items: [
        'operator-guide/artifacts-management/nexus-sonatype',
        'operator-guide/artifacts-management/package-registry',
        'operator-guide/artifacts-management/harbor-installation',
        'operator-guide/artifacts-management/harbor-oidc',
        'operator-guide/artifacts-management/harbor-integration',
        'operator-guide/artifacts-management/nexus-image-registry',
      ],
    },
    {
      type: 'category',
      label: 'Code Quality',
      items: [
        'operator-guide/code-quality/sonarqube',
        'operator-guide/code-quality/sonarqube-visibility',
      ],
    },
    {
      type: 'category',
      label: 'Project Management and Reporting',
      items: [
        'operator-guide/project-management-and-reporting/jira-integration',
        'operator-guide/project-management-and-reporting/install-reportportal',
        'operator-guide/project-management-and-reporting/reportportal-keycloak',
        'operator-guide/project-management-and-reporting/reportportal-tekton',
      ],
    },
    {
      type: 'category',
      label: 'Kubernetes Cluster Scaling',
      items: [
        'operator-guide/kubernetes-cluster-scaling/overview',
        'operator-guide/kubernetes-cluster-scaling/namespace-and-cluster-autoscaling',
      ],
    },
    {
      type: 'category',
      label: 'Secrets Management',
      items: [
        'operator-guide/secrets-management/install-external-secrets-operator',
        'operator-guide/secrets-management/external-secrets-operator-integration',
      ],
    },
    {
      type: 'category',
      label: 'Security and Compliance',
      items: [
        'operator-guide/devsecops/overview',
        'operator-guide/devsecops/dependency-track',
        'operator-guide/devsecops/defectdojo',
      ],
    },
    {
      type: 'category',
      label: 'Monitoring and Observability',
      items: [
        'operator-guide/monitoring-and-observability/install-loki',
        'operator-guide/monitoring-and-observability/loki-irsa',
        'operator-guide/monitoring-and-observability/multitenant-logging',
        'operator-guide/monitoring-and-observability/kibana-ilm-rollover',
      ],
    },
    {
      type: 'category',
      label: 'CI',
      items: [
        'operator-guide/ci/tekton-overview',
        'operator-guide/ci/tekton-monitoring',
        'operator-guide/ci/tekton-long-term-storage',
        'operator-guide/ci/notification-msteams',
        'operator-guide/ci/ci-pipeline-terraform',
      ],
    },
    {
      type: 'category',
      label: 'CD',
      items: [
        'operator-guide/cd/customize-deploy-pipeline',
        'operator-guide/cd/customize-environment-deletion',
        'operator-guide/cd/deploy-rpm',
        'operator-guide/cd/deploy-application-in-remote-cluster-via-irsa',
        'operator-guide/cd/deploy-application-in-remote-cluster-via-token',
        'operator-guide/cd/argocd-integration',
      ],
    },
    {
      type: 'category',
      label: 'Infrastructure Providers',
      items: [
        'operator-guide/infrastructure-providers/overview',
        'operator-guide/infrastructure-providers/atlantis-installation',
        'operator-guide/deploy-aws-eks',
        {
          type: 'category',
          label: 'AWS',
          items: [
            'operator-guide/infrastructure-providers/aws/waf-tf-configuration',
            'operator-guide/infrastructure-providers/aws/ebs-csi-driver',
            'operator-guide/infrastructure-providers/aws/enable-irsa',
            'operator-guide/infrastructure-providers/aws/kaniko-irsa',
          ],
        },
        {
          type: 'category',
          label: 'OKD',
          items: [
            'operator-guide/infrastructure-providers/okd/deploy-okd-4.9',
            'operator-guide/infrastructure-providers/okd/deploy-okd-4.10',
            'operator-guide/infrastructure-providers/okd/ssl-automation-okd',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Disaster Recovery',
      items: [
        'operator-guide/disaster-recovery/install-velero-add-ons',
        'operator-guide/disaster-recovery/velero-restore-platform',
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
    {
      type: 'category',
      label: 'Troubleshooting',
      items: [
        'operator-guide/troubleshooting/overview',
        'operator-guide/troubleshooting/container-registry-error',
        'operator-guide/troubleshooting/sync-health-status-unknown',
        'operator-guide/troubleshooting/codebase-creation-issues',
        'operator-guide/troubleshooting/environment-creation',
        'operator-guide/troubleshooting/forbidden-messages',
        'operator-guide/troubleshooting/review-pipeline-is-failed',
        'operator-guide/troubleshooting/modify-gitops-repo-path',
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
