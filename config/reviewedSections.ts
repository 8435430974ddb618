/**
 * Sections of the docs whose every page, in every docs version, has had its
 * second read at the sources (the review issues): each page records it in its
 * front matter (`checked_against`), and ends with the "Checked against" line
 * that src/plugins/release-data renders from it. A page of a section listed
 * here without the record fails `npm run test:content`; add a section when its
 * review lands whole, in every version. An entry is a docs folder, or a single
 * page (its path without `.md`) for the pages a sidebar category holds at the
 * top of a folder, such as the Operator Guide's installation pages.
 */
export const reviewedSections: readonly string[] = [
  'about-platform',
  'api',
  'basic-concepts',
  'compliance',
  'developer-guide',
  'glossary',
  'index',
  'operator-guide',
  'quick-start',
  'supported-versions',
  'use-cases',
  'user-guide',
  'whats-new',
];

/**
 * Content folders outside the docs versions whose every page records its
 * review the same way: the FAQ, checked at the latest release (its line names
 * that release's refs), and the blog, each post checked at the release it
 * describes (`checked_against.release`).
 */
export const reviewedFolders: readonly string[] = ['blog', 'faq'];
