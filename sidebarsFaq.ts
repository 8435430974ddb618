import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The FAQ docs instance (/faq): general questions first, then the how-to guides. */
const sidebarsFaq = {
  faq: [
    'general-questions',
    {
      type: 'category',
      label: 'How-To',
      link: {type: 'doc', id: 'how-to/index'},
      items: [],
    },
  ],
} satisfies SidebarsConfig;

export default sidebarsFaq;
