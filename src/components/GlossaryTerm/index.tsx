import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Props = {
  /** The first sentence of the glossary entry (src/plugins/glossary-tooltips). */
  readonly definition: string;
  /** The link to the entry. */
  readonly children: ReactNode;
};

/** Pixels between the tooltip and the link, and between the tooltip and the viewport's edge. */
const gap = 8;

/** Hides the tooltip open elsewhere: one definition at a time. */
let hideOpenTooltip: (() => void) | undefined;

/**
 * A link to a glossary entry that shows the entry's definition while the pointer is on the link
 * or its tooltip, or while the link has keyboard focus, until Escape dismisses it (WCAG 1.4.13).
 * The link's description (`aria-describedby`) is the definition. Touch ignores the tooltip, so a
 * tap follows the link at once. The tooltip exists only in the browser: the static HTML, which
 * the search index reads, holds the link alone.
 */
export default function GlossaryTerm({definition, children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const tooltipId = useId();
  const term = useRef<HTMLSpanElement>(null);
  const tooltip = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return undefined;
    const hide = () => setDismissed(true);
    hideOpenTooltip?.();
    hideOpenTooltip = hide;
    // Escape hides the tooltip and leaves focus where it is.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (hideOpenTooltip === hide) hideOpenTooltip = undefined;
    };
  }, [open]);

  useLayoutEffect(() => {
    const link = term.current?.querySelector('a') ?? term.current;
    const box = tooltip.current;
    if (!open || !link || !box) return undefined;
    const place = () => placeTooltip(link, box);
    place();
    window.addEventListener('scroll', place, {capture: true, passive: true});
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, {capture: true});
      window.removeEventListener('resize', place);
    };
  }, [open]);

  const show = (setShown: (shown: boolean) => void) => {
    setDismissed(false);
    setShown(true);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') show(setHovered);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setHovered(false);
  };
  // Focus by keyboard, not the focus a click or tap gives the link on its way to the entry.
  const onFocus = (event: FocusEvent) => {
    if (event.target.matches(':focus-visible')) show(setFocused);
  };

  const link = isValidElement(children)
    ? cloneElement(children as ReactElement<{'aria-describedby'?: string}>, {
        'aria-describedby': isBrowser ? tooltipId : undefined,
      })
    : children;

  return (
    <span
      ref={term}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={() => setFocused(false)}>
      {link}
      {isBrowser && (
        <span ref={tooltip} id={tooltipId} role="tooltip" className={styles.tooltip} hidden={!open}>
          {definition}
        </span>
      )}
    </span>
  );
}

/**
 * Puts the tooltip under the link, or over it when there is no room below, and keeps it inside
 * the viewport sideways. It is fixed to the viewport, so no scrolling container clips it.
 */
function placeTooltip(link: Element, box: HTMLElement): void {
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;
  const anchor = link.getBoundingClientRect();
  // Measured at the left edge, where nothing squeezes it below its natural width.
  box.style.left = '0px';
  const {width, height} = box.getBoundingClientRect();
  const roomBelow = viewportHeight - anchor.bottom - gap;
  const below = roomBelow >= height + gap || roomBelow >= anchor.top - gap;
  const top = below ? anchor.bottom + gap : anchor.top - gap - height;
  const left = Math.max(gap, Math.min(anchor.left, viewportWidth - width - gap));
  box.style.top = `${top}px`;
  box.style.left = `${left}px`;
  box.dataset.placement = below ? 'below' : 'above';
}
