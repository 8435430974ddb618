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
          items: ['quick-start/quick-start-overview'],
        },
      ],
    },
  ],
  operatorGuide: ['operator-guide/index'],
  userGuide: ['user-guide/index'],
  developerGuide: ['developer-guide/index'],
  useCases: ['use-cases/index'],
  api: ['api/overview'],
} satisfies SidebarsConfig;

export default sidebars;
