import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The FAQ docs instance (/faq): general questions first, then the how-to guides. */
const sidebarsFaq = {
  faq: [
    'general-questions',
    // Becomes a category linked to this page once the how-to guides are written.
    'how-to/index',
  ],
} satisfies SidebarsConfig;

export default sidebarsFaq;
