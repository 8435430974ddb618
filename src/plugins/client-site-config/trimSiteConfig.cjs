// Rspack loader for Docusaurus's generated site config (.docusaurus/docusaurus.config.mjs), the
// copy that the browser bundle imports: drops the options only the build reads (see index.ts).

/** Site config keys that no code in the browser reads: the page template and every plugin's options. */
const buildOnlyKeys = ['ssrTemplate', 'presets', 'plugins', 'themes'];

const opening = 'export default ';

/** @param {string} source the generated module: a comment, then `export default {JSON};` */
module.exports = function trimSiteConfig(source) {
  const start = source.indexOf(opening);
  const end = source.lastIndexOf('}');
  if (start < 0 || end < start) {
    throw new Error(
      `${this.resourcePath}: expected "export default {...}" (the site config as Docusaurus 3.9 writes it)`,
    );
  }
  /* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- the JSON Docusaurus wrote */
  const config = JSON.parse(source.slice(start + opening.length, end + 1));
  for (const key of buildOnlyKeys) delete config[key];
  /* eslint-enable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access */
  return `${opening}${JSON.stringify(config)};\n`;
};
