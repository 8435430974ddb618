import {useLayoutEffect} from 'react';

type SearchShortcutsProps = {
  readonly isOpen: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  /** Ask AI is showing: Escape goes back to the search rather than closing it. */
  readonly isAskAiActive: boolean;
  readonly onAskAiToggle: (askAiActive: boolean) => void;
};

/** A field that "/" types into: the shortcut leaves it alone. */
function isEditable(element: EventTarget | undefined): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/**
 * The search's keyboard shortcuts once the app runs (before, the head script of
 * ../shared/earlySearchShortcuts.ts answers them): Ctrl/Cmd+K opens and closes the search, "/" opens it,
 * Escape closes it, or leaves Ask AI for the search.
 *
 * DocSearch 4.7's useDocSearchKeyboardEvents, with one change: it ignores "/" while a button has
 * the focus, and closing the search gives the focus back to the search button, so "/" did
 * nothing right after Escape. Here "/" is ignored only in fields that it types into.
 */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  isAskAiActive,
  onAskAiToggle,
}: SearchShortcutsProps): void {
  // A layout effect: it listens from the commit that mounts the SearchBar, the
  // moment the head script hands over, rather than from a later task.
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (isOpen && event.code === 'Escape' && isAskAiActive) {
        onAskAiToggle(false);
        return;
      }
      // Chrome's autofill sends keydown events without a key.
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditable(event.composedPath()[0]);
      if (!commandK && !slash && !(isOpen && event.code === 'Escape')) return;
      event.preventDefault();
      if (isOpen) {
        onClose();
      } else if (!document.body.classList.contains('DocSearch--active')) {
        // DocSearch--active: another DocSearch modal is open.
        onOpen();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, isAskAiActive, onAskAiToggle]);
}
