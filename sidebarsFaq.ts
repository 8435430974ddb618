import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The FAQ docs instance (/faq): the question sets first, then the how-to guides by audience. */
const sidebarsFaq = {
  faq: [
    'general-questions',
    'artifacts',
    'observability',
    'pipelines',
    {
      type: 'category',
      label: 'How-To Guides',
      link: {type: 'doc', id: 'how-to/index'},
      items: [
        {
          type: 'category',
          label: 'Application Deployment',
          items: [
            'how-to/application-deployment/change-environment-variables-redeploy',
            'how-to/application-deployment/define-deploy-clean-pipelines',
            'how-to/application-deployment/deploy-specific-application-version',
            'how-to/application-deployment/enable-local-access-to-kubernetes-environment',
            'how-to/application-deployment/restart-application',
          ],
        },
        {
          type: 'category',
          label: 'Developer',
          items: [
            'how-to/developer/access-application-logs',
            'how-to/developer/access-grafana-dashboard',
            'how-to/developer/access-pipeline-logs',
            'how-to/developer/actions-for-failed-build-pipeline',
            'how-to/developer/automate-feature-branch-deployments',
            'how-to/developer/check-application-build-status',
            'how-to/developer/check-application-metrics',
            'how-to/developer/create-pipeline-task-trigger-template',
            'how-to/developer/debug-failed-review-pipeline',
            'how-to/developer/define-review-build-pipelines',
            'how-to/developer/deployment-flow-and-environments',
            'how-to/developer/how-to-add-manage-applications',
            'how-to/developer/how-to-view-cluster-resources',
            'how-to/developer/missing-review-pipeline-on-pr',
            'how-to/developer/open-application-terminal',
            'how-to/developer/pipeline-processing-time',
            'how-to/developer/redeploy-application',
            'how-to/developer/remove-applications-cleanup',
            'how-to/developer/retrigger-failed-review-pipeline',
            'how-to/developer/trigger-pipeline-for-patch',
            'how-to/developer/unprocessable-entity-message',
            'how-to/developer/verify-changes-in-deployment',
          ],
        },
        {
          type: 'category',
          label: 'DevOps',
          items: [
            'how-to/devops/access-kubernetes-with-kubectl',
            'how-to/devops/apply-changes-kuberocketci-deployment',
            'how-to/devops/determine-default-namespace-first-login',
            'how-to/devops/integrate-git-servers-with-kuberocketci',
            'how-to/devops/manage-access-kuberocketci-kubernetes',
            'how-to/devops/manage-trigger-owner-verification-tekton',
            'how-to/devops/set-namespaces-kuberocketci',
            'how-to/devops/troubleshoot-git-server-connection',
          ],
        },
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebarsFaq;
