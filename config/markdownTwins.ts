import type {MarkdownTwinsOptions} from '../src/plugins/markdown-twins';

/**
 * /llms.txt (src/plugins/markdown-twins): what the site is, then a section per docs sidebar of the
 * latest release, in the navbar's order, and the FAQ.
 */
export const markdownTwinsOptions = {
  summary:
    'KubeRocketCI documentation: install, operate and use an open-source CI/CD platform for Kubernetes built on Tekton and Argo CD.',
  sections: [
    {title: 'Getting Started', sidebar: 'quickStart'},
    {title: 'Operator Guide', sidebar: 'operatorGuide'},
    {title: 'User Guide', sidebar: 'userGuide'},
    {title: 'Developer Guide', sidebar: 'developerGuide'},
    {title: 'Use Cases', sidebar: 'useCases'},
    {title: 'API', sidebar: 'api'},
    {title: 'FAQ', sidebar: 'faq', docsPluginId: 'faq'},
  ],
} satisfies MarkdownTwinsOptions;
