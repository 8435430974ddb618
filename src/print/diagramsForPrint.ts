/**
 * Mermaid diagrams draw as the reader nears them (src/theme/Mermaid/DiagramNearViewport.tsx), but paper has no
 * viewport to near: printing must draw them all first. Mermaid draws asynchronously, while a
 * browser lays out the printout right after `beforeprint`, so that event alone is too late.
 * Ctrl+P (Cmd+P) is therefore taken over while a diagram waits: every diagram draws, then the
 * print dialog opens. Printing from the browser's menu starts the drawing too (`beforeprint`, and
 * the print media query, which is also what tests emulate), though a preview the browser has
 * already laid out may miss a diagram still being drawn.
 */

/** What a diagram still waiting to draw does when asked to draw now. */
type DrawNow = () => void;

const waiting = new Set<DrawNow>();

/** The longest a printout waits for its diagrams: one that cannot draw shows its error instead. */
const drawingTimeLimit = 10_000;

/** Each diagram's box (src/theme/Mermaid/DiagramNearViewport.tsx), which holds its drawing once Mermaid is done. */
const diagramBox = '[data-diagram]';

const printMedia = () => window.matchMedia('print');

/** Registers a diagram that waits to draw; returns its removal, for when it draws or unmounts. */
export function waitToDraw(drawNow: DrawNow): () => void {
  // A page that opens while printing (or in a print preview) draws at once.
  if (printMedia().matches) {
    drawNow();
    return () => undefined;
  }
  if (waiting.size === 0) listen();
  waiting.add(drawNow);
  return () => {
    waiting.delete(drawNow);
    if (waiting.size === 0) stopListening();
  };
}

function drawAll(): void {
  for (const drawNow of [...waiting]) drawNow();
}

function onPrintMedia(event: MediaQueryListEvent): void {
  if (event.matches) drawAll();
}

function onPrintShortcut(event: KeyboardEvent): void {
  const print =
    event.key.toLowerCase() === 'p' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey;
  if (!print) return;
  event.preventDefault();
  drawAll();
  void allDrawn().then(() => window.print());
}

function listen(): void {
  window.addEventListener('keydown', onPrintShortcut);
  window.addEventListener('beforeprint', drawAll);
  printMedia().addEventListener('change', onPrintMedia);
}

function stopListening(): void {
  window.removeEventListener('keydown', onPrintShortcut);
  window.removeEventListener('beforeprint', drawAll);
  printMedia().removeEventListener('change', onPrintMedia);
}

/** Resolves once every diagram's box holds its drawing (or Mermaid's error), or at the time limit. */
function allDrawn(): Promise<void> {
  const undrawn = () => document.querySelectorAll(`${diagramBox}:not(:has(svg, button))`).length;
  return new Promise((resolve) => {
    if (undrawn() === 0) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      window.clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (undrawn() === 0) done();
    });
    observer.observe(document.body, {childList: true, subtree: true});
    const limit = window.setTimeout(done, drawingTimeLimit);
  });
}
