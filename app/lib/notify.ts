/**
 * Toasts for any page, without shipping the toast library with the page: the first call loads
 * sonner and asks the ToasterHost (always in the layout) to mount the Toaster; later calls reuse
 * both. Sonner replays toasts made before its Toaster subscribed, so nothing is lost meanwhile.
 */

export type NoticeVariant = 'success' | 'error' | 'info';

export interface Notice {
  title: string;
  description?: string;
  /** 'error' is the destructive style of spec §8. */
  variant?: NoticeVariant;
}

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

export async function notify({ title, description, variant = 'info' }: Notice): Promise<void> {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  try {
    const { toast } = await import('sonner');
    toast[variant](title, description ? { description } : undefined);
  } catch (error) {
    // A chunk that fails to load (deploy in between, flaky network) must not break the caller.
    console.warn('Could not show a notification', title, error);
  }
}
