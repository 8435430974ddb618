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
  // Misspelled: the typo tolerance finds what the right spelling finds.
  // cspell:ignore kubernets keycloack tekon
  {kind: 'typo', query: 'kubernets', expect: '/docs/operator-guide/kubernetes-cluster-settings'},
  {kind: 'typo', query: 'keycloack', expect: '/docs/operator-guide/auth/keycloak'},
  {kind: 'typo', query: 'tekon pipelines', expect: '/docs/use-cases/tekton-custom-pipelines'},
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
  {
    kind: 'operator',
    query: 'pipeline runs gone after a day',
    expect: '/docs/operator-guide/ci/tekton-long-term-storage',
  },
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
    // The reviewed Quick Start forwards a port to the deployed app (its step 6) and ranks second;
    // the FAQ answer on local access is the fifth page since the reviews of 2026-11-27.
    expect: '/docs/quick-start/deploy-application',
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
    query: 'review and build pipelines of a branch',
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
    query: 'install krakend api gateway',
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
    query: 'grant team access environment namespaces',
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
    query: 'gitlab note events recheck',
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
  // Operator Guide: running the platform, in a reader's words.
  {
    kind: 'operator',
    query: 'ci-nexus secret maven repository url',
    expect: '/docs/operator-guide/artifacts-management/nexus-sonatype',
  },
  {
    kind: 'operator',
    query: 'publish maven library to github packages',
    expect: '/docs/operator-guide/artifacts-management/package-registry',
  },
  {
    kind: 'operator',
    query: 'harbor robot account helm install',
    expect: '/docs/operator-guide/artifacts-management/harbor-installation',
  },
  {
    kind: 'operator',
    query: 'harbor keycloak sso login',
    expect: '/docs/operator-guide/artifacts-management/harbor-oidc',
  },
  {
    kind: 'operator',
    query: 'kaniko-docker-config harbor registry secret',
    expect: '/docs/operator-guide/artifacts-management/harbor-integration',
  },
  {
    kind: 'operator',
    query: 'push docker images to nexus',
    expect: '/docs/operator-guide/artifacts-management/nexus-image-registry',
  },
  {
    kind: 'operator',
    query: 'pipeline sonar task token secret',
    expect: '/docs/operator-guide/code-quality/sonarqube',
  },
  {
    kind: 'operator',
    query: 'make sonarqube projects private',
    expect: '/docs/operator-guide/code-quality/sonarqube-visibility',
  },
  {
    kind: 'operator',
    query: 'link commits to jira tickets',
    expect: '/docs/operator-guide/project-management-and-reporting/jira-integration',
  },
  {
    kind: 'operator',
    query: 'reportportal rabbitmq opensearch minio add-on',
    expect: '/docs/operator-guide/project-management-and-reporting/install-reportportal',
  },
  {
    kind: 'operator',
    query: 'reportportal saml keycloak login',
    expect: '/docs/operator-guide/project-management-and-reporting/reportportal-keycloak',
  },
  {
    kind: 'operator',
    query: 'autotests rp api key launch',
    expect: '/docs/operator-guide/project-management-and-reporting/reportportal-tekton',
  },
  {
    kind: 'operator',
    query: 'karpenter vs cluster autoscaler pipelines',
    expect: '/docs/operator-guide/kubernetes-cluster-scaling/overview',
  },
  {
    kind: 'operator',
    query: 'resource quota environment namespaces',
    expect: '/docs/operator-guide/kubernetes-cluster-scaling/namespace-and-cluster-autoscaling',
  },
  {
    kind: 'operator',
    query: 'eso parameter store irsa role',
    expect: '/docs/operator-guide/secrets-management/install-external-secrets-operator',
  },
  {
    kind: 'operator',
    query: 'edp deploy-secrets json format',
    expect: '/docs/operator-guide/secrets-management/external-secrets-operator-integration',
  },
  {
    kind: 'operator',
    query: 'semgrep gitleaks results defectdojo',
    expect: '/docs/operator-guide/devsecops/overview',
  },
  {
    kind: 'operator',
    query: 'sbom upload api key permissions',
    expect: '/docs/operator-guide/devsecops/dependency-track',
  },
  {
    kind: 'operator',
    query: 'defectdojo engagement name pipeline',
    expect: '/docs/operator-guide/devsecops/defectdojo',
  },
  {
    kind: 'operator',
    query: 'ship pod logs to loki grafana',
    expect: '/docs/operator-guide/monitoring-and-observability/install-loki',
  },
  {
    kind: 'operator',
    query: 'loki s3 bucket iam role eks',
    expect: '/docs/operator-guide/monitoring-and-observability/loki-irsa',
  },
  {
    kind: 'operator',
    query: 'restrict team logs per namespace',
    expect: '/docs/operator-guide/monitoring-and-observability/multitenant-logging',
  },
  {
    kind: 'operator',
    query: 'delete old opensearch log indices',
    expect: '/docs/operator-guide/monitoring-and-observability/kibana-ilm-rollover',
  },
  {
    kind: 'operator',
    query: 'schedule backup of krci namespace',
    expect: '/docs/operator-guide/disaster-recovery/install-velero-add-ons',
  },
  {
    kind: 'operator',
    query: 'cluster lost restore kuberocketci',
    expect: '/docs/operator-guide/disaster-recovery/velero-restore-platform',
  },
  {
    kind: 'operator',
    query: 'how webhook starts pipelinerun',
    expect: '/docs/operator-guide/ci/tekton-overview',
  },
  {
    kind: 'operator',
    query: 'prometheus alert failed pipeline runs',
    expect: '/docs/operator-guide/ci/tekton-monitoring',
  },
  {
    kind: 'operator',
    query: 'keep pipeline logs after pruning',
    expect: '/docs/operator-guide/ci/tekton-long-term-storage',
  },
  {
    kind: 'operator',
    query: 'teams message when build fails',
    expect: '/docs/operator-guide/ci/notification-msteams',
  },
  {
    kind: 'operator',
    query: 'terraform pre-commit review pipeline',
    expect: '/docs/operator-guide/ci/ci-pipeline-terraform',
  },
  {
    kind: 'operator',
    query: 'add custom deploy pipeline environment',
    expect: '/docs/operator-guide/cd/customize-deploy-pipeline',
  },
  {
    kind: 'operator',
    query: 'environment deletion stuck namespace',
    expect: '/docs/operator-guide/cd/customize-environment-deletion',
  },
  {
    kind: 'operator',
    query: 'install rpm on servers ansible',
    expect: '/docs/operator-guide/cd/deploy-rpm',
  },
  {
    kind: 'operator',
    query: 'eks cross account deploy iam role',
    expect: '/docs/operator-guide/cd/deploy-application-in-remote-cluster-via-irsa',
  },
  {
    kind: 'operator',
    query: 'service account token remote cluster',
    expect: '/docs/operator-guide/cd/deploy-application-in-remote-cluster-via-token',
  },
  {
    kind: 'operator',
    query: 'applicationset generated per deployment flow',
    expect: '/docs/operator-guide/cd/argocd-integration',
  },
  {
    kind: 'operator',
    query: 'which cloud providers can run kuberocketci',
    expect: '/docs/operator-guide/infrastructure-providers/overview',
  },
  {
    kind: 'operator',
    query: 'terraform plan comments on pull requests',
    expect: '/docs/operator-guide/infrastructure-providers/atlantis-installation',
  },
  {
    kind: 'operator',
    query: 'create eks cluster terraform node groups',
    expect: '/docs/operator-guide/deploy-aws-eks',
  },
  {
    kind: 'operator',
    query: 'waf in front of load balancer',
    expect: '/docs/operator-guide/infrastructure-providers/aws/waf-tf-configuration',
  },
  {
    kind: 'operator',
    query: 'pvc pending ebs storage class gp3',
    expect: '/docs/operator-guide/infrastructure-providers/aws/ebs-csi-driver',
  },
  {
    kind: 'operator',
    query: 'iam role service account oidc trust',
    expect: '/docs/operator-guide/infrastructure-providers/aws/enable-irsa',
  },
  {
    kind: 'operator',
    query: 'kaniko push to ecr role',
    expect: '/docs/operator-guide/infrastructure-providers/aws/kaniko-irsa',
  },
  {
    kind: 'operator',
    query: 'install okd 4.9 aws',
    expect: '/docs/operator-guide/infrastructure-providers/okd/deploy-okd-4.9',
  },
  {
    kind: 'operator',
    query: 'upgrade okd 4.9 to 4.10',
    expect: '/docs/operator-guide/infrastructure-providers/okd/deploy-okd-4.10',
  },
  {
    kind: 'operator',
    query: 'lets encrypt certificate openshift router api',
    expect: '/docs/operator-guide/infrastructure-providers/okd/ssl-automation-okd',
  },
  {
    kind: 'operator',
    query: 'troubleshooting where to look first',
    expect: '/docs/operator-guide/troubleshooting/overview',
  },
  {
    kind: 'operator',
    query: 'kaniko push unauthorized denied',
    expect: '/docs/operator-guide/troubleshooting/container-registry-error',
  },
  {
    kind: 'operator',
    query: 'argo cd application health unknown',
    expect: '/docs/operator-guide/troubleshooting/sync-health-status-unknown',
  },
  {
    kind: 'operator',
    query: 'codebase creation failed troubleshooting',
    expect: '/docs/operator-guide/troubleshooting/codebase-creation-issues',
  },
  {
    kind: 'operator',
    query: 'namespace already used stage failed',
    expect: '/docs/operator-guide/troubleshooting/environment-creation',
  },
  {
    kind: 'operator',
    query: 'user cannot list resource forbidden',
    expect: '/docs/operator-guide/troubleshooting/forbidden-messages',
  },
  {
    kind: 'operator',
    query: 'review pipeline did not start pull request',
    expect: '/docs/operator-guide/troubleshooting/review-pipeline-is-failed',
  },
  {
    kind: 'operator',
    query: 'change deploy-templates path applicationset',
    expect: '/docs/operator-guide/troubleshooting/modify-gitops-repo-path',
  },
  // User Guide and Developer Guide, in a reader's words.
  {kind: 'guide', query: 'which user guide page covers branches', expect: '/docs/user-guide'},
  {
    kind: 'guide',
    query: 'default namespace allowed namespaces settings',
    expect: '/docs/user-guide/portal-settings',
  },
  {
    kind: 'guide',
    query: 'create component from marketplace template',
    expect: '/docs/user-guide/marketplace',
  },
  {
    kind: 'guide',
    query: 'publish own starter project template',
    expect: '/docs/user-guide/add-marketplace',
  },
  {
    kind: 'guide',
    query: 'connect codemie chat to portal',
    expect: '/docs/user-guide/add-ai-assistant',
  },
  {
    kind: 'guide',
    query: 'sonarqube metrics missing on component page',
    expect: '/docs/user-guide/widgets',
  },
  {
    kind: 'guide',
    query: 'delete deployment flow and environments order',
    expect: '/docs/user-guide/platform-cleanup-guide',
  },
  {
    kind: 'guide',
    query: 'stop or rerun pipelinerun in portal',
    expect: '/docs/user-guide/pipelines',
  },
  {
    kind: 'guide',
    query: 'list of tekton pipeline types',
    expect: '/docs/user-guide/tekton-pipelines',
  },
  {kind: 'guide', query: 'what tasks run after merge', expect: '/docs/user-guide/build-pipeline'},
  {
    kind: 'guide',
    query: 'review pipeline results on pull request',
    expect: '/docs/user-guide/code-review-pipeline',
  },
  {
    kind: 'guide',
    query: 'codebasebranch spec pipelines naming pattern',
    expect: '/docs/user-guide/ci-pipeline-details',
  },
  {
    kind: 'guide',
    query: 'deploy triggertemplate stage parameters',
    expect: '/docs/user-guide/cd-pipeline-details',
  },
  {
    kind: 'guide',
    query: 'create deployment flow for applications',
    expect: '/docs/user-guide/add-cd-pipeline',
  },
  {
    kind: 'guide',
    query: 'delete only the last environment',
    expect: '/docs/user-guide/manage-environments',
  },
  {
    kind: 'guide',
    query: 'deploy new image with stable tags',
    expect: '/docs/user-guide/auto-stable-trigger-type',
  },
  {
    kind: 'guide',
    query: 'approve or reject deploy in portal',
    expect: '/docs/user-guide/manual-approval',
  },
  {
    kind: 'guide',
    query: 'helm values per environment gitops',
    expect: '/docs/user-guide/cd-pipeline-variables-injection',
  },
  {
    kind: 'guide',
    query: 'argo cd application degraded outofsync meaning',
    expect: '/docs/user-guide/application-and-pipeline-statuses',
  },
  {
    kind: 'guide',
    query: 'review argo cd diff before sync',
    expect: '/docs/user-guide/argo-cd-preview',
  },
  {
    kind: 'guide',
    query: 'add quality gate to environment',
    expect: '/docs/user-guide/add-quality-gate',
  },
  {
    kind: 'guide',
    query: 'developer guide contributors architecture',
    expect: '/docs/developer-guide',
  },
  {
    kind: 'guide',
    query: 'reference architecture components',
    expect: '/docs/developer-guide/reference-architecture',
  },
  {
    kind: 'guide',
    query: 'what deployments does the chart create',
    expect: '/docs/developer-guide/kubernetes-deployment',
  },
  {
    kind: 'guide',
    query: 'commit to production promotion quality gates',
    expect: '/docs/developer-guide/reference-cicd-pipeline',
  },
  {
    kind: 'guide',
    query: 'which aws services does kuberocketci use',
    expect: '/docs/developer-guide/aws-reference-architecture',
  },
  {
    kind: 'guide',
    query: 'vpc subnets node groups nat gateway layout',
    expect: '/docs/developer-guide/aws-deployment-diagram',
  },
  {
    kind: 'guide',
    query: 'monthly eks cost nat gateway estimate',
    expect: '/docs/developer-guide/aws-infrastructure-cost-estimation',
  },
  {
    kind: 'guide',
    query: 'cosign verify operator image signature',
    expect: '/docs/developer-guide/artifacts-verification',
  },
  {
    kind: 'guide',
    query: 'telemetry collected data turn off',
    expect: '/docs/developer-guide/telemetry',
  },
  {
    kind: 'guide',
    query: 'edit docs page release fact reference',
    expect: '/docs/developer-guide/documentation-guide',
  },
  {
    kind: 'guide',
    query: 'run operator locally against kind',
    expect: '/docs/developer-guide/local-development',
  },
  {
    kind: 'guide',
    query: 'commit message format pull request checks',
    expect: '/docs/developer-guide/edp-workflow',
  },
  {
    kind: 'guide',
    query: 'secret-type label integration secret',
    expect: '/docs/developer-guide/annotations-and-labels',
  },
  {
    kind: 'guide',
    query: 'codecov coverage report operator tests',
    expect: '/docs/developer-guide/autotest-coverage',
  },
  {
    kind: 'guide',
    query: 'create library component maven',
    expect: '/docs/user-guide/add-library',
  },
  {
    kind: 'guide',
    query: 'consume shared library version snapshot',
    expect: '/docs/user-guide/library',
  },
  {
    kind: 'guide',
    query: 'create terraform infrastructure component portal',
    expect: '/docs/user-guide/add-infrastructure',
  },
  {
    kind: 'guide',
    query: 'delete infrastructure component terraform destroy',
    expect: '/docs/user-guide/infrastructure',
  },
  {
    kind: 'guide',
    query: 'create release branch rc version',
    expect: '/docs/user-guide/manage-branches',
  },
  {
    kind: 'guide',
    query: 'build number reset change branch version',
    expect: '/docs/user-guide/artifact-versioning',
  },
  {
    kind: 'guide',
    query: 'protect component from deletion',
    expect: '/docs/user-guide/protected-label',
  },
  {
    kind: 'guide',
    query: 'configuration section of the portal',
    expect: '/docs/user-guide/configuration-overview',
  },
  {
    kind: 'guide',
    query: 'add custom link to overview page',
    expect: '/docs/user-guide/quick-links',
  },
  {
    kind: 'guide',
    query: 'connect gitlab with ssh key token',
    expect: '/docs/user-guide/add-git-server',
  },
  {
    kind: 'guide',
    query: 'what a git server connection does',
    expect: '/docs/user-guide/git-server-overview',
  },
  {
    kind: 'guide',
    query: 'register remote kubernetes cluster bearer token',
    expect: '/docs/user-guide/add-cluster',
  },
  {
    kind: 'guide',
    query: 'deploy environment to another cluster',
    expect: '/docs/user-guide/cluster',
  },
  {
    kind: 'guide',
    query: 'create gitops repository portal',
    expect: '/docs/user-guide/gitops',
  },
  {
    kind: 'guide',
    query: 'container registry page push pull account',
    expect: '/docs/user-guide/manage-container-registries',
  },
  {
    kind: 'guide',
    query: 'switch from dockerhub to harbor',
    expect: '/docs/user-guide/change-container-registry',
  },
  {
    kind: 'guide',
    query: 'create application component codebase manifest',
    expect: '/docs/user-guide/add-application',
  },
  {
    kind: 'guide',
    query: 'component types application library autotest infrastructure',
    expect: '/docs/user-guide/components',
  },
  {
    kind: 'guide',
    query: 'sonar-project.properties in repository',
    expect: '/docs/user-guide/application-sonarqube-project-properties',
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
