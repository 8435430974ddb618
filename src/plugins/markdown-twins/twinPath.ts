/**
 * Where a page's Markdown twin is published: its URL plus `.md` (`/docs/about-platform` →
 * `/docs/about-platform.md`). The site has no trailing slashes (`trailingSlash: false`), so a
 * permalink never ends in one; a stray one is dropped rather than producing `/docs/.md`.
 */
export function markdownTwinPath(permalink: string): string {
  const withoutSlash = permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink;
  if (withoutSlash === '/' || withoutSlash === '') {
    throw new Error(`The site root has no Markdown twin (permalink "${permalink}")`);
  }
  return `${withoutSlash}.md`;
}
