// Rspack loader: Mermaid's render() without a <style> element, which the
// site's Content Security Policy does not allow. Mermaid 11.17.2 (installed by
// @docusaurus/theme-mermaid 3.9.2) puts each diagram's CSS in a <style> inside
// the diagram's SVG, while it draws and measures it and in the SVG it returns;
// the fix hands the CSS to client/diagramStyles.ts, which gives it to the
// document as a constructed stylesheet. The fix names the exact text it
// replaces: if an upgrade changes that text the build fails here, so the fix
// is checked again instead of silently lost.
const path = require('node:path');

const diagramStyles = path.join(__dirname, '..', 'client', 'diagramStyles.ts');

const fix = {
  from:
    '  const style1 = document.createElement("style");\n' +
    '  style1.innerHTML = rules;\n' +
    '  svg.insertBefore(style1, firstChild);\n',
  to:
    '  adoptDiagramStyles(id39, rules, () => {\n' +
    '    const style1 = document.createElement("style");\n' +
    '    style1.innerHTML = rules;\n' +
    '    svg.insertBefore(style1, firstChild);\n' +
    '  });\n',
};

/**
 * @this {{resourcePath: string}} the loader context (only its file path is read)
 * @param {string} source the module's code
 * @returns {string}
 */
module.exports = function patchMermaidStyles(source) {
  const occurrences = source.split(fix.from).length - 1;
  if (occurrences !== 1) {
    throw new Error(
      `[security-policy] ${this.resourcePath}: expected Mermaid's <style> insertion once, found it ` +
        `${occurrences} times. Has mermaid changed version? Diagrams must keep their styles under ` +
        'a policy that allows no <style> element (src/plugins/security-policy/README.md).',
    );
  }
  const importLine = `import {adoptDiagramStyles} from ${JSON.stringify(diagramStyles)};\n`;
  return importLine + source.replace(fix.from, () => fix.to);
};
