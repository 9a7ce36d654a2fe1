/**
 * The one entry point every quote button calls. It holds whether the dialog is open and with what
 * preset; the dialog's code is loaded on demand the first time. The app shell registers that
 * loader (app/quote-dialog-host.tsx), so shared buttons never import the feature.
 */
import type { QuotePreset } from '#app/content/types.ts';

export interface QuoteDialogState {
  open: boolean;
  preset: QuotePreset;
  /** Changes on every opening, so the form starts afresh with a new idempotency key. */
  session: number;
  /** The control that opened it: focus goes back there when it closes (WCAG 2.4.3). */
  opener: HTMLElement | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: QuoteDialogState = { open: false, preset: {}, session: 0, opener: null };

export function openQuote(preset: QuotePreset = {}, opener: HTMLElement | null = null): void {
  state = { open: true, preset, session: state.session + 1, opener };
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

let loadDialog: (() => Promise<unknown>) | undefined;

/** Called once by the app shell (app/quote-dialog-host.tsx) with the dynamic import of the dialog. */
export function registerQuoteDialogLoader(load: () => Promise<unknown>): void {
  loadDialog = load;
}

/** Starts fetching the dialog's code early, on hover or focus of a quote button. */
export function prefetchQuoteDialog(): void {
  void loadDialog?.();
}
