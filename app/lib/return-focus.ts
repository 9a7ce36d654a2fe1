/**
 * Gives focus back to the control that opened a dialog or menu when it closes, by Escape, its
 * close button or a click outside (WCAG 2.4.3), so a keyboard user carries on from there.
 * Returns whether it could: a control no longer on the page, or hidden, cannot take it.
 */
export function returnFocus(opener: HTMLElement | null | undefined): boolean {
  if (!opener?.isConnected || opener.getClientRects().length === 0) return false;
  opener.focus({ preventScroll: true });
  return true;
}
