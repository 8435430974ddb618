/**
 * Mermaid's diagram styles without a <style> element.
 *
 * Mermaid puts each diagram's CSS in a <style> inside its SVG (colours, fonts, line widths, all
 * scoped to the SVG's id), first while it draws and measures the diagram in a hidden copy, then
 * in the SVG it returns. The site's Content Security Policy allows no <style> element (only style
 * attributes), so the browser would drop those rules: wrong label sizes, and no colours. Here the
 * same rules go into a constructed stylesheet that the document adopts, which the policy does not
 * govern (a stylesheet built by the site's own script, like a style set from script). One sheet
 * per diagram, replaced when the diagram is drawn again (the colour mode changed) and dropped
 * when it leaves the page.
 *
 * Called from Mermaid's render() by a build-time fix (../bundleFixes/patchMermaidStyles.cjs) and
 * from the diagram wrapper (src/theme/Mermaid).
 */

/** The sheets of the diagrams drawn, by the id of their SVG. */
const diagramSheets = new Map<string, CSSStyleSheet>();

function canAdoptSheets(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in document
  );
}

/**
 * Applies a diagram's rules to the document. `insertStyleElement` is what Mermaid does itself, for
 * a browser that cannot adopt sheets (Safari before 16.4), where the policy drops the rules.
 */
export function adoptDiagramStyles(
  svgId: string,
  css: string,
  insertStyleElement: () => void,
): void {
  if (!canAdoptSheets()) {
    insertStyleElement();
    return;
  }
  let sheet = diagramSheets.get(svgId);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    diagramSheets.set(svgId, sheet);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(css);
}

/** Drops the sheets of the diagrams drawn inside `container`, which is leaving the page. */
export function releaseDiagramStyles(container: Element): void {
  for (const svg of Array.from(container.querySelectorAll('svg[id]'))) {
    const sheet = diagramSheets.get(svg.id);
    if (sheet) {
      diagramSheets.delete(svg.id);
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((kept) => kept !== sheet);
    }
  }
}
