import type {Navbar} from '@docusaurus/theme-common';
import {externalLinks} from './links';

/** The top bar: sections on the left, reference and project links on the right. */
export const navbar = {
  title: 'KubeRocketCI',
  hideOnScroll: false,
  logo: {
    alt: 'KubeRocketCI logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'docSidebar',
      sidebarId: 'quickStart',
      label: 'Getting Started',
      position: 'left',
    },
    {
      type: 'dropdown',
      label: 'Guides',
      position: 'left',
      items: [
        {type: 'docSidebar', sidebarId: 'operatorGuide', label: 'Operator Guide'},
        {type: 'docSidebar', sidebarId: 'userGuide', label: 'User Guide'},
        {type: 'docSidebar', sidebarId: 'developerGuide', label: 'Developer Guide'},
      ],
    },
    {
      type: 'docSidebar',
      sidebarId: 'useCases',
      label: 'Use Cases',
      position: 'left',
    },
    {
      type: 'doc',
      docsPluginId: 'faq',
      docId: 'general-questions',
      label: 'FAQ',
      position: 'left',
    },
    {
      type: 'docSidebar',
      sidebarId: 'api',
      label: 'API Reference',
      position: 'right',
    },
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown__separator">'},
        {href: externalLinks.releases, label: 'Releases'},
      ],
    },
    {
      href: externalLinks.docsRepository,
      label: 'GitHub',
      position: 'right',
    },
  ],
} satisfies Navbar;
