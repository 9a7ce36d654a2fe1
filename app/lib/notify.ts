/**
 * Toasts for any page, without shipping the toast library with the page: the first call loads
 * sonner and asks the ToasterHost (always in the layout) to mount the Toaster; later calls reuse
 * both. Sonner replays toasts made before its Toaster subscribed, so nothing is lost meanwhile.
 */

import { createElement } from 'react';

export type NoticeVariant = 'success' | 'error' | 'info';

export interface Notice {
  title: string;
  description?: string;
  /** 'error' is the destructive style. */
  variant?: NoticeVariant;
}

/** The same words make the same id, so a repeated notice replaces itself instead of stacking. */
export function noticeId({ title, description, variant = 'info' }: Notice): string {
  return `${variant}:${title}:${description ?? ''}`;
}

/** Errors still on screen: a later success means they are out of date. */
const shownErrors = new Set<string>();

type Listener = () => void;
const listeners = new Set<Listener>();
let toasterWanted = false;

/** Whether a toast was ever asked for: the ToasterHost mounts the Toaster from then on. */
export function isToasterWanted(): boolean {
  return toasterWanted;
}

export function subscribeToaster(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts loading sonner early, e.g. when a form that may toast opens. */
export function prefetchNotify(): void {
  void import('sonner');
}

/**
 * Takes every error toast off the screen. A form calls it the moment it is sent again: an error
 * from an earlier try is out of date, and its exit animation must be over before the next page
 * paints (a success moves on to /thanks a moment later).
 */
export async function dismissErrors(): Promise<void> {
  if (shownErrors.size === 0) return;
  try {
    const { toast } = await import('sonner');
    for (const stale of shownErrors) toast.dismiss(stale);
    shownErrors.clear();
  } catch (error) {
    console.warn('Could not dismiss notifications', error);
  }
}

export async function notify({ title, description, variant = 'info' }: Notice): Promise<void> {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  try {
    const { toast } = await import('sonner');
    const id = noticeId({ title, description, variant });
    if (variant === 'success') {
      for (const stale of shownErrors) toast.dismiss(stale);
      shownErrors.clear();
    }
    if (variant === 'error') shownErrors.add(id);
    // Sonner's list is one polite live region and gives a toast no role of its own: an error is
    // an alert, anything else a status message.
    const heading = createElement(
      'span',
      { role: variant === 'error' ? 'alert' : 'status' },
      title,
    );
    toast[variant](heading, {
      id,
      ...(description ? { description } : {}),
      onDismiss: () => shownErrors.delete(id),
      onAutoClose: () => shownErrors.delete(id),
    });
  } catch (error) {
    // A chunk that fails to load (deploy in between, flaky network) must not break the caller.
    console.warn('Could not show a notification', title, error);
  }
}
