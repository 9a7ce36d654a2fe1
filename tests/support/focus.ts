import type { Locator } from 'playwright-core';

/**
 * Whether focus lands on `target`, waiting for it rather than reading it once. A popover gives
 * focus back from its `toggle` event, a task queued after it hides, so a single read straight
 * after "hidden" races that task on a busy machine. A wrong element still fails, after the wait.
 */
export async function focusLandsOn(target: Locator): Promise<boolean> {
  const element = await target.elementHandle();
  if (!element) return false;
  return target
    .page()
    .waitForFunction((el) => el === document.activeElement, element)
    .then(
      () => true,
      () => false,
    );
}
