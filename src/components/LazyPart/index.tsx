import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

/**
 * A part of a page whose code is not in the page's own bundle, because most pages that could
 * show it never do: it loads the first time it renders. Static pages still hold it whole, as
 * Docusaurus renders a page once every lazy part has loaded; in the browser `placeholder` shows
 * while it loads, and a load that fails (the reader went offline, or a newer deployment removed
 * the file) says so in its place instead of taking the page down with it.
 * Not for a part a reader may click as the page opens: until its code is there, the part's
 * static HTML does not answer (React cannot hydrate it yet).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
  what: string,
  placeholder: ReactNode = null,
): ComponentType<Props> {
  const Part = lazy(load);
  function LazyPart(props: Props): ReactNode {
    return (
      <ErrorBoundary
        fallback={() => (
          <p role="alert">
            The {what} could not be loaded. Check your connection and reload the page.
          </p>
        )}>
        <Suspense fallback={placeholder}>
          <Part {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyPart;
}
