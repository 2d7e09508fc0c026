import { formOf, painted } from './homeFrame.testing';

const field = (page: DocumentFragment, name: string): HTMLInputElement | HTMLSelectElement => {
  const element = formOf(page).querySelector<HTMLInputElement | HTMLSelectElement>(
    `[name="${name}"]:not([type=radio])`,
  );
  if (!element) throw new Error(`no field named ${name}`);
  return element;
};

/** The text of the label that names a control (its <label for>), spaces collapsed. */
const labelOf = (page: DocumentFragment, control: Element): string =>
  (page.querySelector(`label[for="${control.id}"]`)?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe("the home page's search form, painted to work without any script", () => {
  test('the search form is a plain GET form to the results page, named for the app that takes it over', () => {
    const form = formOf(painted());

    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('aria-label')).toBe('Flight search');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Search Flights');
  });

  test('each field carries the name the results page reads, its label, and the defaults of a new search', () => {
    const page = painted();
    const described = [
      'origin',
      'destination',
      'departureDate',
      'returnDate',
      'cabinClass',
      'adults',
      'children',
      'infants',
    ].map((name) => {
      const control = field(page, name);
      return [name, labelOf(page, control), control.type, control.value];
    });

    expect(described).toEqual([
      ['origin', 'From', 'text', ''],
      ['destination', 'To', 'text', ''],
      ['departureDate', 'Departure', 'date', '2026-12-28'],
      ['returnDate', 'Return', 'date', '2027-01-04'],
      ['cabinClass', 'Cabin class', 'select-one', 'economy'],
      ['adults', 'Adults Age 12+', 'number', '1'],
      ['children', 'Children Age 2-11', 'number', '0'],
      ['infants', 'Infants Under 2', 'number', '0'],
    ]);
  });

  test('From and To ask for an airport code, the dates start today and the counts keep to the popover limits', () => {
    const page = painted();
    const origin = field(page, 'origin');

    expect(origin.getAttribute('placeholder')).toBe('City or airport');
    expect(origin.required).toBe(true);
    expect(origin.getAttribute('pattern')).toBe('[A-Za-z]{3}');
    expect(origin.getAttribute('title')).toBe('A 3-letter airport code, such as JFK');
    expect(origin.getAttribute('autocomplete')).toBe('off');
    expect(field(page, 'destination').getAttribute('pattern')).toBe('[A-Za-z]{3}');
    expect([field(page, 'departureDate'), field(page, 'returnDate')].map((date) => date.getAttribute('min'))).toEqual([
      '2026-12-27',
      '2026-12-27',
    ]);
    expect(
      ['adults', 'children', 'infants'].map((name) => {
        const count = field(page, name);
        return `${count.getAttribute('min')}-${count.getAttribute('max')}`;
      }),
    ).toEqual(['1-9', '0-6', '0-5']);
  });

  test('the trip type is a radio group under a legend, Round Trip chosen; the cabin classes are the React select’s', () => {
    const page = painted();
    const radios = Array.from(formOf(page).querySelectorAll<HTMLInputElement>('input[type="radio"]'));

    expect(formOf(page).querySelector('fieldset legend')?.textContent).toBe('Trip type');
    expect(radios.map((radio) => [radio.name, radio.value, labelOf(page, radio), radio.checked])).toEqual([
      ['tripType', 'round-trip', 'Round Trip', true],
      ['tripType', 'one-way', 'One Way', false],
      ['tripType', 'multi-city', 'Multi-City', false],
    ]);
    expect(Array.from((field(page, 'cabinClass') as HTMLSelectElement).options, (o) => [o.value, o.text])).toEqual([
      ['economy', 'Economy'],
      ['premium_economy', 'Premium Economy'],
      ['business', 'Business'],
      ['first', 'First Class'],
    ]);
  });

  test('every control has a label of its own and every id is unique, prefixed so it meets none of the app’s', () => {
    const page = painted();
    const ids = Array.from(page.querySelectorAll('[id]'), (element) => element.id);
    const controls = Array.from(page.querySelectorAll('input, select'));

    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !id.startsWith('pf-'))).toEqual(['search-form']);
    expect(controls.filter((control) => !labelOf(page, control))).toEqual([]);
    expect(page.querySelectorAll('h1')).toHaveLength(1);
  });
});
