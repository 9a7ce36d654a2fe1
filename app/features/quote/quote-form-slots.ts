/**
 * The parts another feature lends the quote form: the place field and the instant price are
 * pricing's. Whoever composes the form passes them in (the /quote route, and app/quote-dialog.tsx
 * for the dialog), so the quote feature never imports another feature.
 */
import type { ComponentProps, ComponentType, RefObject } from 'react';
import type { ShownEstimate } from '#app/lib/journey-schema.ts';
import type { QuoteFormValues } from './quote-form-values.ts';

/** What the form hands the pickup and destination control. */
export interface PlaceInputProps extends Pick<
  ComponentProps<'input'>,
  'name' | 'required' | 'placeholder' | 'aria-describedby' | 'aria-invalid'
> {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** What the form hands the instant price beside its submit button. */
export interface EstimateSlotProps {
  journey: QuoteFormValues;
  /** Where the price it shows is kept: the request carries it (undefined when none is shown). */
  shownRef: RefObject<ShownEstimate | undefined>;
  /** Told whether the price on show can be booked this minute (the submit button says so). */
  onBookableChange?: (bookable: boolean) => void;
}

export interface QuoteFormSlots {
  /** The pickup and destination control: free text, with suggestions. */
  PlaceInput: ComponentType<PlaceInputProps>;
  /** Rendered once in the journey fieldset: the suggestions the place inputs offer before script runs. */
  PlaceList: ComponentType;
  /** The instant price. */
  Estimate: ComponentType<EstimateSlotProps>;
}
