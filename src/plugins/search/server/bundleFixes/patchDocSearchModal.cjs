// Rspack loader: applies the fixes in ./docsearch/ to @docsearch/react 4.7.0's modal bundle
// (pinned exactly in package.json). They mend five bugs of the modal (its error screen,
// 'Try searching for', the no-results flash, and the work it redid on every render) and keep
// it within the site's Content Security Policy (its bundled zod probed for eval; its logo had a
// <style>). Each fix is a file that reads as a diff, with its reason and how to tell whether an
// upgrade still needs it (the format is in ./fixFiles.cjs). A fix applies only where its text
// occurs exactly once: if an upgrade changes that text the build fails here, naming the fix, so
// the fixes are checked again instead of silently lost.
const {applyFixes, readFixes} = require('./fixFiles.cjs');

/**
 * @this {{resourcePath: string, addDependency: (file: string) => void}} the loader context
 * @param {string} source the module's code
 * @returns {string}
 */
module.exports = function patchDocSearchModal(source) {
  const fixes = readFixes();
  // A changed fix file rebuilds the module (in watch mode, and in the persistent cache).
  fixes.forEach((fix) => this.addDependency(fix.file));
  return applyFixes(source, fixes, this.resourcePath);
};
