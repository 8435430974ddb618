import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import siteConfig from '../docusaurus.config';
import {buildDirectory} from '../tests/support/builtPages';
import {checkSiteLinks, formatExternalLinks} from '../tests/support/siteLinks';

// Lists every external link of the built site (run `npm run build` first), one
// line per URL with the pages that use it, for a person to review. The links
// are never fetched: the build machines have no internet, and a remote site's
// hiccup must not fail a docs change. Broken internal links are what
// `npm run test:links` fails on.

const reportFile = path.resolve(__dirname, '../reports/external-links.txt');

const {externalLinks, pagesChecked} = checkSiteLinks(buildDirectory, siteConfig.url);
mkdirSync(path.dirname(reportFile), {recursive: true});
writeFileSync(reportFile, `${formatExternalLinks(externalLinks)}\n`);
console.log(
  `${externalLinks.size} external links on ${pagesChecked.length} pages listed in ${path.relative(process.cwd(), reportFile)}`,
);
