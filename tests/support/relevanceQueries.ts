/**
 * What readers type, and the page that must be among the first three hits.
 * Searched as the modal searches on a page of the latest release (3.12)
 * unless a version is named. `npm run test:relevance` checks them; the bench times them.
 */
export type RelevanceQuery = {
  readonly query: string;
  readonly expect: string;
  readonly kind: string;
  readonly version?: string;
};

export const relevanceQueries: readonly RelevanceQuery[] = [
  // Exact page titles.
  {kind: 'title', query: 'About KubeRocketCI', expect: '/docs/about-platform'},
  {kind: 'title', query: 'Quick Start Overview', expect: '/docs/quick-start/quick-start-overview'},
  {kind: 'title', query: 'Glossary', expect: '/docs/glossary'},
  {kind: 'title', query: 'Supported Versions', expect: '/docs/supported-versions'},
  {kind: 'title', query: 'Basic Concepts', expect: '/docs/basic-concepts'},
  {kind: 'title', query: 'Compliance', expect: '/docs/compliance'},
  {kind: 'title', query: 'Integrate SonarCloud', expect: '/docs/quick-start/integrate-sonarcloud'},
  {kind: 'title', query: 'Integrate GitHub', expect: '/docs/quick-start/integrate-github'},
  {
    kind: 'title',
    query: 'Use Autotests as a Quality Gate',
    expect: '/docs/use-cases/autotest-as-quality-gate',
  },
  {
    kind: 'title',
    query: 'Create and Use Custom Tekton Pipelines',
    expect: '/docs/use-cases/tekton-custom-pipelines',
  },
  {
    kind: 'title',
    query: 'Deploy an Application From a Feature Branch',
    expect: '/docs/use-cases/deploy-application-from-feature-branch',
  },
  // A concept in other words.
  {
    kind: 'concept',
    query: 'push images to docker hub',
    expect: '/docs/quick-start/integrate-container-registry',
  },
  {
    kind: 'concept',
    query: 'keep secrets in aws parameter store',
    expect: '/docs/use-cases/external-secrets',
  },
  {
    kind: 'concept',
    query: 'bring my own build tool',
    expect: '/docs/use-cases/custom-pipelines-flow',
  },
  {
    kind: 'concept',
    query: 'sign in to eks with entra id',
    expect: '/blog/oidc-microsoft-entra-amazon-eks',
  },
  {
    kind: 'concept',
    query: 'which kubernetes versions are supported',
    expect: '/docs/supported-versions',
  },
  // Custom resource kinds.
  {kind: 'CRD kind', query: 'CDPipeline', expect: '/docs/api/cd-pipeline'},
  {kind: 'CRD kind', query: 'CodebaseBranch', expect: '/docs/api/codebase'},
  {kind: 'CRD kind', query: 'KeycloakRealm', expect: '/docs/api/keycloak'},
  {kind: 'CRD kind', query: 'NexusRepository', expect: '/docs/api/nexus'},
  {kind: 'CRD kind', query: 'SonarQualityGate', expect: '/docs/api/sonarqube'},
  {kind: 'CRD kind', query: 'ApprovalTask', expect: '/docs/api/tekton-custom-task'},
  // Commands.
  {
    kind: 'command',
    query: 'helm install edp-install',
    expect: '/docs/operator-guide/install-kuberocketci',
  },
  {kind: 'command', query: 'kubectl get gitservers', expect: '/docs/api/codebase'},
  {
    kind: 'command',
    query: 'kubectl port-forward service/portal',
    expect: '/docs/quick-start/platform-installation',
  },
  // Typos, misspelt on purpose. cspell:ignore integraton glosary extrenal
  {kind: 'typo', query: 'sonarcloud integraton', expect: '/docs/quick-start/integrate-sonarcloud'},
  {kind: 'typo', query: 'glosary', expect: '/docs/glossary'},
  {kind: 'typo', query: 'extrenal secrets', expect: '/docs/use-cases/external-secrets'},
  // The FAQ and other versions.
  {kind: 'FAQ', query: 'does kuberocketci need keycloak', expect: '/faq/general-questions'},
  // FAQ answers, found by the reader's own question. cspell:ignore crashloop servicemonitor gitserver
  {kind: 'FAQ', query: 'where are docker images pushed', expect: '/faq/artifacts'},
  {kind: 'FAQ', query: 'pipeline run disappeared next day', expect: '/faq/observability'},
  {kind: 'FAQ', query: 'what starts the pipelines', expect: '/faq/pipelines'},
  {
    kind: 'FAQ',
    query: 'add env variable to application',
    expect: '/faq/how-to/application-deployment/change-environment-variables-redeploy',
  },
  {
    kind: 'FAQ',
    query: 'clean pipeline template for an environment',
    expect: '/faq/how-to/application-deployment/define-deploy-clean-pipelines',
  },
  {
    kind: 'FAQ',
    query: 'roll back application to older version',
    expect: '/faq/how-to/application-deployment/deploy-specific-application-version',
  },
  {
    kind: 'FAQ',
    query: 'port forward to deployed app',
    expect: '/faq/how-to/application-deployment/enable-local-access-to-kubernetes-environment',
  },
  {
    kind: 'FAQ',
    query: 'restart pods in environment',
    expect: '/faq/how-to/application-deployment/restart-application',
  },
  {
    kind: 'FAQ',
    query: 'crashloop pod previous logs',
    expect: '/faq/how-to/developer/access-application-logs',
  },
  {
    kind: 'FAQ',
    query: 'open grafana from portal monitoring',
    expect: '/faq/how-to/developer/access-grafana-dashboard',
  },
  {
    kind: 'FAQ',
    query: 'logs of deleted pipeline run',
    expect: '/faq/how-to/developer/access-pipeline-logs',
  },
  {
    kind: 'FAQ',
    query: 'build failed after merge what now',
    expect: '/faq/how-to/developer/actions-for-failed-build-pipeline',
  },
  {
    kind: 'FAQ',
    query: 'did my build succeed',
    expect: '/faq/how-to/developer/check-application-build-status',
  },
  {
    kind: 'FAQ',
    query: 'servicemonitor prometheus scrape app',
    expect: '/faq/how-to/developer/check-application-metrics',
  },
  {
    kind: 'FAQ',
    query: 'custom triggertemplate deploy labels',
    expect: '/faq/how-to/developer/create-pipeline-task-trigger-template',
  },
  {
    kind: 'FAQ',
    query: 'review check failed on pull request',
    expect: '/faq/how-to/developer/debug-failed-review-pipeline',
  },
  {
    kind: 'FAQ',
    query: 'change build pipeline of a branch',
    expect: '/faq/how-to/developer/define-review-build-pipelines',
  },
  {
    kind: 'FAQ',
    query: 'give a user kubectl access',
    expect: '/faq/how-to/devops/access-kubernetes-with-kubectl',
  },
  {
    kind: 'FAQ',
    query: 'helm upgrade change values rollback',
    expect: '/faq/how-to/devops/apply-changes-kuberocketci-deployment',
  },
  {
    kind: 'FAQ',
    query: 'portal shows empty lists after login',
    expect: '/faq/how-to/devops/determine-default-namespace-first-login',
  },
  {
    kind: 'FAQ',
    query: 'add gitlab bitbucket gerrit server',
    expect: '/faq/how-to/devops/integrate-git-servers-with-kuberocketci',
  },
  {
    kind: 'FAQ',
    query: 'ok-to-test comment pull request',
    expect: '/faq/how-to/devops/manage-trigger-owner-verification-tekton',
  },
  {
    kind: 'FAQ',
    query: 'gitserver connected false error',
    expect: '/faq/how-to/devops/troubleshoot-git-server-connection',
  },
  // Operator Guide: installation, access and upgrades, in a reader's words.
  {
    kind: 'operator',
    query: 'which way to install kuberocketci',
    expect: '/docs/operator-guide/installation-overview',
  },
  {
    kind: 'operator',
    query: 'cluster requirements before helm install',
    expect: '/docs/operator-guide/prerequisites',
  },
  {
    kind: 'operator',
    query: 'default storage class api server oidc flags',
    expect: '/docs/operator-guide/kubernetes-cluster-settings',
  },
  {
    kind: 'operator',
    query: 'security context constraints openshift routes',
    expect: '/docs/operator-guide/openshift-cluster-settings',
  },
  {
    kind: 'operator',
    query: 'nlb annotations wildcard dns record',
    expect: '/docs/operator-guide/install-ingress-nginx',
  },
  {
    kind: 'operator',
    query: 'tekton triggers interceptors release yaml',
    expect: '/docs/operator-guide/install-tekton',
  },
  {
    kind: 'operator',
    query: 'edp-install values.yaml production keys',
    expect: '/docs/operator-guide/install-kuberocketci',
  },
  {
    kind: 'operator',
    query: 'argo cd applicationset namespace krci project',
    expect: '/docs/operator-guide/install-argocd',
  },
  {
    kind: 'operator',
    query: 'app of apps gitops add-ons fork',
    expect: '/docs/operator-guide/add-ons-overview',
  },
  {
    kind: 'operator',
    query: 'kuberocketci amazon eks marketplace listing',
    expect: '/docs/operator-guide/aws-marketplace-install',
  },
  {
    kind: 'operator',
    query: 'civo cli create k3s cluster trial',
    expect: '/docs/operator-guide/install-via-civo',
  },
  {
    kind: 'operator',
    query: 'remove crds finalizers delete platform',
    expect: '/docs/operator-guide/uninstall-kuberocketci',
  },
  {
    kind: 'operator',
    query: 'multi-tenancy proxy private ca planning',
    expect: '/docs/operator-guide/advanced-installation/overview',
  },
  {
    kind: 'operator',
    query: 'tenancyengine capsule tenant quota environments',
    expect: '/docs/operator-guide/advanced-installation/capsule',
  },
  {
    kind: 'operator',
    query: 'x509 unknown authority kaniko portal ca',
    expect: '/docs/operator-guide/advanced-installation/custom-certificates',
  },
  {
    kind: 'operator',
    query: 'apigatewayurl widgets sonarqube gateway',
    expect: '/docs/operator-guide/extensions/krakend',
  },
  {
    kind: 'operator',
    query: 'portal list repositories branches gitfusion',
    expect: '/docs/operator-guide/extensions/git-discovery',
  },
  {
    kind: 'operator',
    query: 'which groups get rbac rights',
    expect: '/docs/operator-guide/auth/platform-auth-model',
  },
  {
    kind: 'operator',
    query: 'connect keycloak operator clusterkeycloak secret',
    expect: '/docs/operator-guide/auth/keycloak',
  },
  {
    kind: 'operator',
    query: 'portal redirect uri invalid keycloak',
    expect: '/docs/operator-guide/auth/ui-portal-oidc',
  },
  {
    kind: 'operator',
    query: 'eks associate identity provider keycloak',
    expect: '/docs/operator-guide/auth/configure-keycloak-oidc-eks',
  },
  {
    kind: 'operator',
    query: 'protect tekton dashboard with login',
    expect: '/docs/operator-guide/auth/oauth2-proxy',
  },
  {
    kind: 'operator',
    query: 'environment namespace created by cd pipeline operator',
    expect: '/docs/operator-guide/auth/namespace-management',
  },
  {
    kind: 'operator',
    query: 'entra id groups claim object ids',
    expect: '/docs/operator-guide/microsoft-entra/oidc-authentication-overview',
  },
  {
    kind: 'operator',
    query: 'eks kubectl login with entra',
    expect: '/docs/operator-guide/microsoft-entra/aws-eks-portal-authentication',
  },
  {
    kind: 'operator',
    query: 'argocd azure ad sso rbac',
    expect: '/docs/operator-guide/microsoft-entra/argo-cd-authentication',
  },
  {
    kind: 'operator',
    query: 'protect dashboard ingress with entra',
    expect: '/docs/operator-guide/microsoft-entra/oauth2-proxy-authentication',
  },
  {
    kind: 'operator',
    query: 'grafana azuread app roles',
    expect: '/docs/operator-guide/microsoft-entra/grafana-authentication',
  },
  {
    kind: 'operator',
    query: 'awx single sign-on azure',
    expect: '/docs/operator-guide/microsoft-entra/awx-operator-authentication',
  },
  {
    kind: 'operator',
    query: 'map entra groups to deptrack teams',
    expect: '/docs/operator-guide/microsoft-entra/dependency-track-authentication',
  },
  {
    kind: 'operator',
    query: 'defectdojo login with azure ad',
    expect: '/docs/operator-guide/microsoft-entra/defectdojo-oidc-authentication',
  },
  {
    kind: 'operator',
    query: 'harbor oidc admin group entra',
    expect: '/docs/operator-guide/microsoft-entra/harbor-authentication',
  },
  {
    kind: 'operator',
    query: 'nexus sso rut auth header',
    expect: '/docs/operator-guide/microsoft-entra/nexus-authentication',
  },
  {
    kind: 'operator',
    query: 'opensearch dashboards openid roles mapping',
    expect: '/docs/operator-guide/microsoft-entra/opensearch-authentication',
  },
  {
    kind: 'operator',
    query: 'sonarqube sign in azure groups sync',
    expect: '/docs/operator-guide/microsoft-entra/sonar-oidc-authentication',
  },
  {
    kind: 'operator',
    query: 'java 11 pipelines removed upgrade',
    expect: '/docs/operator-guide/upgrade/upgrade-krci-3.12',
  },
  {
    kind: 'operator',
    query: 'edp-config renamed krci-config',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.11',
  },
  {
    kind: 'operator',
    query: 'v1alpha1 storedversions crd apply fails',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.10',
  },
  {
    kind: 'operator',
    query: 'keycloak realm name changed after upgrade',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.9',
  },
  {
    kind: 'operator',
    query: 'webhook url eventlistener host changed',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.8',
  },
  {
    kind: 'operator',
    query: 'tekton cache pvc pending storageclass',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.7',
  },
  {
    kind: 'operator',
    query: 'keycloak operator deleted after upgrade',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.6',
  },
  {
    kind: 'operator',
    query: 'sso keycloakurl moved from global',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.5',
  },
  {
    kind: 'operator',
    query: 'jenkins operator removed upgrade',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.4',
  },
  {
    kind: 'operator',
    query: 'recheck comment webhook events',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.3',
  },
  {
    kind: 'operator',
    query: 'nexus proxy cookie secret upgrade',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.2',
  },
  {
    kind: 'operator',
    query: 'perf enabled moved to perf-operator',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.1',
  },
  {
    kind: 'operator',
    query: 'gerrit ci user edp-ci rename',
    expect: '/docs/operator-guide/upgrade/upgrade-edp-3.0',
  },
  {
    kind: 'operator',
    query: 'keycloakx relativepath auth keycloak-operator',
    expect: '/docs/operator-guide/upgrade/upgrade-keycloak-19.0',
  },
  {
    kind: 'operator',
    query: 'switch codebase citool to tekton',
    expect: '/docs/operator-guide/upgrade/migrate-ci-pipelines-from-jenkins-to-tekton',
  },
  {
    kind: 'version',
    query: 'Integrate Argo CD',
    expect: '/docs/3.10/quick-start/integrate-argocd',
    version: '3.10',
  },
  {
    kind: 'version',
    query: 'Supported Versions',
    expect: '/docs/next/supported-versions',
    version: 'current',
  },
];
