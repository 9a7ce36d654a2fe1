import type { Ref } from 'react';

/**
 * A field only bots fill in (docs/http-api.md: `website`). Hidden from people and from screen readers,
 * out of the tab order and away from autofill, yet still in the DOM where a form-filling bot looks.
 * `display: none` would give it away, so it sits off-screen instead.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="quote-website">Website</label>
      <input
        ref={inputRef}
        id="quote-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
