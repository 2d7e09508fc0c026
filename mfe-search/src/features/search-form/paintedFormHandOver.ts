import { CABIN_CLASSES, type CabinClass } from '@portal/platform';
import type { SearchFormValues, TravellerField } from './searchFormValues';
import { TRAVELLER_LIMITS } from './searchFormValues';

/** The name PaintedSearchForm, the first paint's form, carries in its data-frame-form attribute. */
export const PAINTED_FORM_NAME = 'flight-search';

/**
 * The home page's search form as its first paint draws it before any script has run
 * (PaintedSearchForm): a plain GET form to /search whose fields are named as the results page's
 * address. The visitor may have used it while the app was on its way.
 */
const PAINTED_FORM = `form[data-frame-form="${PAINTED_FORM_NAME}"]`;

/** What the visitor did in the painted form: the fields they changed, where they were, what they typed in a route field. */
export interface PaintedFormHandOver {
  values: Partial<SearchFormValues>;
  /** Text typed in From or To: the picker goes on from it as if typed there, its list open. */
  typed: Partial<Record<'origin' | 'destination', string>>;
  /** The form's field the focus was in, as the app's form names it. */
  focused?: keyof SearchFormValues;
}

const COUNTS: Record<string, TravellerField> = {
  adults: 'adultsCount',
  children: 'childrenCount',
  infants: 'infantsCount',
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The painted form's fields the visitor changed, by name, with what they hold now. */
const changedFields = (form: HTMLFormElement): Map<string, string> => {
  const changed = new Map<string, string>();
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'radio') {
        if (element.checked && !element.defaultChecked) changed.set(element.name, element.value);
      } else if (element.value !== element.defaultValue) changed.set(element.name, element.value);
    } else if (element instanceof HTMLSelectElement) {
      if (element.selectedOptions[0] && !element.selectedOptions[0].defaultSelected)
        changed.set(element.name, element.value);
    }
  }
  return changed;
};

/** A field's change as the app's form holds it, or nothing where the value is not one the form takes. */
const formValue = (name: string, value: string): Partial<SearchFormValues> => {
  if (name === 'departureDate' || name === 'returnDate')
    return ISO_DATE.test(value) || value === '' ? { [name]: value } : {};
  if (name === 'cabinClass')
    return (CABIN_CLASSES as readonly string[]).includes(value) ? { cabinClass: value as CabinClass } : {};
  if (name === 'tripType') return value === 'one-way' || value === 'round-trip' ? { tripType: value } : {};
  const count = COUNTS[name];
  if (!count || !/^\d+$/.test(value)) return {};
  const { min, max } = TRAVELLER_LIMITS[count];
  return { [count]: Math.min(max, Math.max(min, Number(value))) };
};

const appName = (name: string): keyof SearchFormValues | undefined =>
  COUNTS[name] ??
  (['origin', 'destination', 'departureDate', 'returnDate', 'cabinClass', 'tripType'].includes(name)
    ? (name as keyof SearchFormValues)
    : undefined);

/**
 * What the visitor did in the painted form, read while it is still in the page (the app's form
 * renders in its place), or undefined where there is none or nothing was done in it. Multi-City
 * chosen there is told apart, the app's form keeping it as a tab of its own.
 */
export const paintedFormHandOver = (): (PaintedFormHandOver & { multiCity: boolean }) | undefined => {
  // The form also renders in the first paint, on the server, where no page was painted before it.
  if (typeof document === 'undefined') return undefined;
  const form = document.querySelector<HTMLFormElement>(PAINTED_FORM);
  if (!form) return undefined;
  const active = document.activeElement;
  const focusedName = active instanceof HTMLElement && form.contains(active) ? active.getAttribute('name') : null;
  const handOver: PaintedFormHandOver & { multiCity: boolean } = { values: {}, typed: {}, multiCity: false };
  for (const [name, value] of changedFields(form)) {
    if (name === 'origin' || name === 'destination') handOver.typed[name] = value;
    else if (name === 'tripType' && value === 'multi-city') handOver.multiCity = true;
    else Object.assign(handOver.values, formValue(name, value));
  }
  handOver.focused = focusedName ? appName(focusedName) : undefined;
  const used =
    handOver.focused || handOver.multiCity || Object.keys(handOver.values).length || Object.keys(handOver.typed).length;
  return used ? handOver : undefined;
};

/** Types the text into the app's input as the visitor would: React's own change handling follows. */
export const typeInto = (input: HTMLInputElement, text: string): void => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
