import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

describe('Field', () => {
  it('labels its control and wires the hint and the error to it', () => {
    const html = renderToStaticMarkup(
      <Field id="price-total" label="Total" hint="Prefilled from the estimate." error="Too low">
        {(control) => <Input {...control} name="total" />}
      </Field>,
    );
    expect(html).toContain('<label class="block font-semibold');
    expect(html).toContain('for="price-total"');
    expect(html).toContain('<p id="price-total-hint"');
    expect(html).toContain('<span class="sr-only">Error: </span>Too low');
    expect(html).toMatch(
      /<input[^>]*id="price-total"[^>]*aria-invalid="true"[^>]*aria-describedby="price-total-hint price-total-error"/,
    );
    // GOV.UK order: label, hint, error, then the control.
    const order = ['<label', 'price-total-hint', 'price-total-error', '<input'].map((part) =>
      html.indexOf(part),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('leaves a valid control without aria-invalid or a description', () => {
    const html = renderToStaticMarkup(
      <Field id="keyword" label="Keyword" size="compact">
        {(control) => <Input {...control} name="keyword" size="compact" />}
      </Field>,
    );
    expect(html).not.toContain('aria-invalid=');
    expect(html).not.toContain('aria-describedby=');
    expect(html).toContain('text-xs');
    expect(html).toContain('h-9');
  });
});
