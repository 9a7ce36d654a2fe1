/**
 * The pickup and destination fields: a text input that suggests the places our pages name as the
 * visitor types (WAI-ARIA combobox with a listbox popup, through downshift's useCombobox: arrows,
 * Enter, Escape, Home/End, PageUp/PageDown, aria-activedescendant). Free text is always allowed,
 * since most people type a house address; nothing typed is ever replaced unless a suggestion is
 * chosen.
 *
 * Before hydration (and without JavaScript) it is a plain text input tied to the native datalist
 * (place-suggestions.tsx). Once mounted it becomes the combobox on the same element, so focus is
 * kept; what was typed before hydration the form keeps (typed-before-hydration.ts).
 */
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useMemo, useState, type ChangeEvent, type ComponentProps } from 'react';
import { Input } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { PLACE_COMBOBOX_TEXT } from './place-combobox-text.ts';
import { MIN_SUGGEST_LENGTH, suggestPlaces } from './place-suggest.ts';
import { PLACE_SUGGESTIONS_ID } from './place-suggestions.tsx';

type PassedInputProps = Pick<
  ComponentProps<'input'>,
  'name' | 'required' | 'placeholder' | 'aria-describedby' | 'aria-invalid'
>;

export interface PlaceComboboxProps extends PassedInputProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
}

const { InputKeyDownEscape, InputBlur, InputChange } = useCombobox.stateChangeTypes;

/**
 * Escape closes the list and a blur leaves the field, and neither touches the text: downshift
 * would clear the field on a second Escape and pick the highlighted place on a blur. Nothing stays
 * "selected" either: a chosen place is only text, which the visitor may go on editing (a selected
 * item would make downshift write it back over their edits).
 */
/** The nearest ancestor that scrolls vertically, or null (then the page itself scrolls). */
function scrollingParent(element: HTMLElement): HTMLElement | null {
  for (let e = element.parentElement; e; e = e.parentElement) {
    const { overflowY } = getComputedStyle(e);
    if ((overflowY === 'auto' || overflowY === 'scroll') && e.scrollHeight > e.clientHeight) {
      return e;
    }
  }
  return null;
}

/** Scrolls the field's area until `below` is in view, keeping `field` itself on screen. */
function revealBelow(field: HTMLElement, below: HTMLElement) {
  const area = scrollingParent(field);
  if (!area) return;
  const box = area.getBoundingClientRect();
  const hidden = below.getBoundingClientRect().bottom - box.bottom;
  const room = field.getBoundingClientRect().top - box.top;
  // A few pixels more than the overlap, so a border or a rounded half-pixel is not left under it.
  if (hidden > 0 && room > 0) area.scrollBy({ top: Math.min(Math.ceil(hidden) + 4, room) });
}

function keepTypedText(
  state: UseComboboxState<string>,
  { type, changes }: UseComboboxStateChangeOptions<string>,
): Partial<UseComboboxState<string>> {
  const next = { ...changes, selectedItem: null };
  if (type === InputKeyDownEscape || type === InputBlur) {
    return { ...next, inputValue: state.inputValue };
  }
  return next;
}

export function PlaceCombobox({ id, value, onValueChange, ...rest }: PlaceComboboxProps) {
  const text = PLACE_COMBOBOX_TEXT[useLocale()];
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    // Enhance once mounted: the server's HTML and the hydrating render must both be the plain input.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnhanced(true);
  }, []);

  const items = useMemo(() => (enhanced ? suggestPlaces(value) : []), [enhanced, value]);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox({
    id: `${id}-combobox`,
    inputId: id,
    menuId: `${id}-listbox`,
    items,
    inputValue: value,
    itemToString: (item) => item ?? '',
    // A chosen place. Typing is handed over in the input's own onChange below instead: downshift
    // calls this from an effect, a render too late, and fast typing would lose letters.
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== InputChange) onValueChange(inputValue);
    },
    stateReducer: keepTypedText,
  });
  const open = enhanced && isOpen && items.length > 0;
  // The suggestions open below the field: on a phone they would run under the form's sticky
  // footer, so the field's scrolling area moves just enough to show them (never the field away).
  useEffect(() => {
    if (!open) return;
    const list = document.getElementById(`${id}-listbox`);
    const input = document.getElementById(id);
    if (list && input) revealBelow(input, list);
  }, [open, id]);

  const plainProps = {
    ...rest,
    id,
    value,
    list: PLACE_SUGGESTIONS_ID,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value),
  };
  const inputProps = enhanced
    ? getInputProps({
        ...rest,
        // The field's own <label for> names it; downshift would point at a label id that is not there.
        'aria-labelledby': undefined,
        'aria-expanded': open,
        onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value),
      })
    : plainProps;
  const menuProps = getMenuProps({ 'aria-label': text.listLabel }, { suppressRefError: true });

  let announcement = '';
  if (open) announcement = text.count(items.length);
  else if (enhanced && isOpen && value.trim().length >= MIN_SUGGEST_LENGTH) {
    announcement = text.none;
  }

  return (
    <div className="relative">
      <Input {...inputProps} />
      {enhanced ? (
        <ul
          {...menuProps}
          className={cn(
            'absolute inset-x-0 top-full z-20 mt-1 max-h-[min(22rem,60vh)] overflow-y-auto rounded-lg border-2 border-slate-300 bg-white py-1 shadow-lg',
            !open && 'hidden',
          )}
        >
          {open
            ? items.map((item, index) => (
                <li
                  key={item}
                  {...getItemProps({ item, index })}
                  className={cn(
                    'text-navy-950 flex min-h-11 cursor-pointer items-center px-3.5 py-2 text-base leading-snug',
                    highlightedIndex === index && 'bg-navy-50 text-navy-900 font-semibold',
                  )}
                >
                  {item}
                </li>
              ))
            : null}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
