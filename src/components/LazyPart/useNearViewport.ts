import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/**
 * Whether an element has come within `margin` of the viewport (above or below it): once it
 * has, it stays near. `markNear` counts it near at once (printing draws every diagram).
 */
export function useNearViewport<T extends Element>(
  margin: string,
): {
  readonly ref: RefObject<T | null>;
  readonly isNear: boolean;
  readonly markNear: () => void;
} {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(false);
  const markNear = useCallback(() => setNear(true), []);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) markNear();
      },
      {rootMargin: `${margin} 0px`},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin, markNear]);
  return {ref, isNear, markNear};
}
