import {useEffect, useRef, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {useNearViewport} from '@site/src/components/LazyPart/useNearViewport';
import {waitToDraw} from '@site/src/print/diagramsForPrint';
import {releaseDiagramStyles} from '@site/src/plugins/security-policy/client/diagramStyles';

type Props = WrapperProps<typeof MermaidType>;

/**
 * How far below (or above) the viewport a diagram starts to render: Mermaid
 * loads and draws while the reader scrolls the last stretch towards it.
 */
const renderAhead = '200px';

/**
 * The stock diagram, drawn once the reader nears it. Mermaid is a megabyte of
 * script and draws on the main thread: a reader who never scrolls to the
 * diagram never pays for it, and one who does has a page that already responds.
 * Printing draws every diagram first (src/print/diagramsForPrint.ts). Its styles,
 * which the Content Security Policy keeps out of a <style> element, leave with it
 * (src/plugins/security-policy/client/diagramStyles.ts).
 */
export default function DiagramNearViewport(props: Props): ReactNode {
  const {ref, isNear, markNear} = useNearViewport<HTMLDivElement>(renderAhead);
  useEffect(
    () => (isNear ? undefined : waitToDraw(markNear)),
    [isNear, markNear],
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const drawn = box.current;
    return () => {
      if (drawn) releaseDiagramStyles(drawn);
    };
  }, []);

  // The crawl (tests/e2e/crawl.spec.ts) scrolls to each pending diagram to check it draws;
  // printing waits until each data-diagram box holds its drawing.
  return (
    <div data-diagram="" ref={box}>
      {isNear ? (
        <Mermaid {...props} />
      ) : (
        <div ref={ref} data-diagram-pending="" />
      )}
    </div>
  );
}
