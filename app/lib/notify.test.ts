import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { dismissErrors, noticeId, notify } from './notify.ts';

// Sonner dismisses on the next frame; the unit project runs in Node, which has no frames.
globalThis.requestAnimationFrame ??= (step: FrameRequestCallback) =>
  setTimeout(() => step(performance.now()), 0) as unknown as number;

const validation = { title: 'Validation Error', description: 'Check the form' };

function onScreen(id: string): boolean {
  return toast.getToasts().some((shown) => shown.id === id && !('dismiss' in shown));
}

describe('dismissErrors', () => {
  it('takes an earlier error toast off the screen when the form is sent again', async () => {
    await notify({ variant: 'error', title: 'Validation Error', description: 'Check the form' });
    const id = noticeId({ ...validation, variant: 'error' });
    expect(onScreen(id)).toBe(true);
    await dismissErrors();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onScreen(id)).toBe(false);
  });
});
