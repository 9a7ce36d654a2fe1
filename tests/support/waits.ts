import type { Locator, Page } from 'playwright-core';

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

/**
 * The value of `input` once it equals `expected`, or its value after the wait if it never does.
 * A chosen suggestion reaches the field from an effect, a render after the key or tap that chose
 * it, so the value is read when it has settled, not in the same instant.
 */
export async function settledValue(input: Locator, expected: string): Promise<string> {
  const element = await input.elementHandle();
  if (!element) return '';
  await input
    .page()
    .waitForFunction(([el, value]) => (el as HTMLInputElement).value === value, [
      element,
      expected,
    ] as const)
    .catch(() => undefined);
  return input.inputValue();
}

/**
 * Once `page` has hydrated (the root layout marks <html data-hydrated>). Pages hydrate late on
 * purpose and `networkidle` can come before it on a busy machine; a test of what the live form
 * does, rather than of what the page does before it, waits for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}
