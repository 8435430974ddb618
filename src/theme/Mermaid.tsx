import {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {waitToDraw} from '@site/src/print/diagramsForPrint';

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
 * Printing draws every diagram first (src/print/diagramsForPrint.ts).
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [nearViewport, setNearViewport] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || nearViewport) return undefined;
    const draw = () => setNearViewport(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) draw();
      },
      {rootMargin: `${renderAhead} 0px`},
    );
    observer.observe(element);
    const stopWaiting = waitToDraw(draw);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [nearViewport]);

  // The crawl (tests/e2e/crawl.spec.ts) scrolls to each pending diagram to check it draws;
  // printing waits until each data-diagram box holds its drawing.
  return (
    <div data-diagram="">
      {nearViewport ? (
        <Mermaid {...props} />
      ) : (
        <div ref={placeholder} data-diagram-pending="" />
      )}
    </div>
  );
}
