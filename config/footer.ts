import type {Footer} from '@docusaurus/theme-common';
import {externalLinks} from './links';

/** Footer columns. Internal links use `to` so the build checks them. */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'KubeRocketCI',
      items: [{label: 'Visit Main Site', href: externalLinks.mainSite}],
    },
    {
      title: 'Readings',
      items: [
        {label: 'What is KubeRocketCI', to: '/docs/about-platform'},
        {label: 'Blog', to: '/blog'},
        {label: 'User Guide', to: '/docs/user-guide'},
        {label: 'Developer Guide', to: '/docs/developer-guide'},
        {label: 'API Reference', to: '/docs/api/overview'},
      ],
    },
    {
      title: 'Our Community',
      items: [
        {label: 'YouTube', href: externalLinks.youtube},
        {label: 'Medium', href: externalLinks.medium},
      ],
    },
    {
      title: 'Learn More',
      items: [
        {label: 'KubeRocketCI on GitHub', href: externalLinks.platformRepository},
        {label: 'KubeRocketCI on Artifact Hub', href: externalLinks.artifactHub},
        {label: 'KubeRocketCI on OperatorHub', href: externalLinks.operatorHub},
        {label: 'Docker Hub', href: externalLinks.dockerHub},
        {label: 'Blog categories', to: '/blog/tags'},
        // Feeds are files, not routes: `pathname://` keeps them out of the router.
        {label: 'RSS feed', href: 'pathname:///blog/rss.xml'},
        {label: 'Atom feed', href: 'pathname:///blog/atom.xml'},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} KubeRocketCI. Built with Docusaurus.`,
} satisfies Footer;
