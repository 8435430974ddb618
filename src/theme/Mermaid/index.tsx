import {lazyPart} from '@site/src/components/LazyPart';

// Every docs page imports this (MDXComponents maps mermaid code to it), but
// few have a diagram: the diagram's code, stock and ours, loads only on those.
export default lazyPart(
  () => import(/* webpackChunkName: "diagram" */ './DiagramNearViewport'),
  'diagram',
);
