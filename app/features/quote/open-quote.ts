/**
 * The one entry point every quote button calls. It holds whether the dialog is open and with what
 * preset; the dialog's code is loaded on demand the first time (see quote-dialog-host.tsx).
 */
import type { QuotePreset } from '#app/content/types.ts';

export interface QuoteDialogState {
  open: boolean;
  preset: QuotePreset;
  /** Changes on every opening, so the form starts afresh with a new idempotency key. */
  session: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: QuoteDialogState = { open: false, preset: {}, session: 0 };

export function openQuote(preset: QuotePreset = {}): void {
  state = { open: true, preset, session: state.session + 1 };
  emit();
}

export function closeQuote(): void {
  if (!state.open) return;
  state = { ...state, open: false };
  emit();
}

export function getQuoteDialogState(): QuoteDialogState {
  return state;
}

export function subscribeQuoteDialog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Starts fetching the dialog's code early, on hover or focus of a quote button. */
export function prefetchQuoteDialog(): void {
  void import('./quote-dialog.tsx');
}
