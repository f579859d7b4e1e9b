import { useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** What Tab can reach inside `root`, in document order (hidden ones left out). */
function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && (element.checkVisibility?.() ?? true),
  );
}

/**
 * Keeps Tab and Shift+Tab inside the open dialog (the topmost react-bootstrap modal): from its
 * last control Tab goes to its first, from its first (or the dialog itself) Shift+Tab to its last.
 * react-bootstrap only pulls the focus back after it has left, and lets it reach the page behind.
 */
export function keepTabInDialog(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey) return;
  const dialogs = document.querySelectorAll<HTMLElement>('.modal.show[role="dialog"]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return;
  const tabbables = tabbablesIn(dialog);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (!inside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Installs the dialog focus trap for the whole app (every modal, one listener). */
export function useModalFocusTrap() {
  useEffect(() => {
    document.addEventListener('keydown', keepTabInDialog);
    return () => document.removeEventListener('keydown', keepTabInDialog);
  }, []);
}
