import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { SearchForm } from './SearchForm';

/**
 * The home page's form as the gateway paints it before the app has arrived (its fields named as
 * the results page's address), used by the visitor: each change is made as a browser makes it,
 * the painted default (the HTML value) kept apart from what is in the field now.
 */
const paintForm = () => {
  const painted = document.createElement('div');
  painted.innerHTML = `<form data-frame-form="flight-search" aria-label="Painted flight search">
      <input type="radio" name="tripType" value="round-trip" checked aria-label="Round Trip">
      <input type="radio" name="tripType" value="one-way" aria-label="One Way">
      <input type="radio" name="tripType" value="multi-city" aria-label="Multi-City">
      <input name="origin" aria-label="Painted From"><input name="destination" aria-label="Painted To">
      <input type="date" name="departureDate" value="2027-03-01" aria-label="Painted Departure">
      <input type="date" name="returnDate" value="2027-03-08" aria-label="Painted Return">
      <select name="cabinClass" aria-label="Painted cabin"><option value="economy" selected>Economy</option><option value="business">Business</option></select>
      <input type="number" name="adults" value="1"><input type="number" name="children" value="0"><input type="number" name="infants" value="0">
    </form>`;
  document.body.append(painted);
  const field = (name: string) => painted.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
  return { painted, field };
};

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

test('what was typed in the painted From goes on in the picker, focused and with its list open; changed fields are kept', async () => {
  const { painted, field } = paintForm();
  field('cabinClass').value = 'business';
  field('adults').value = '2';
  field('departureDate').value = '2027-04-02';
  field('origin').value = 'lon';
  field('origin').focus();

  renderWithProviders(<SearchForm />);
  painted.remove(); // The page loader holding it goes when the page arrives.

  const from = screen.getByRole('combobox', { name: 'From' });
  expect(from).toHaveValue('lon');
  await waitFor(() => expect(from).toHaveFocus());
  expect(await screen.findByText('London, all airports', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Travellers: 2 Adults/ })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Cabin class' })).toHaveTextContent('Business');
  expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('');
});

test('fields left as painted do not override the form: the remembered trip type and the form’s own defaults stay', () => {
  window.localStorage.setItem('lastTripType', 'one-way');
  paintForm();

  renderWithProviders(<SearchForm />);

  expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'From' })).not.toHaveFocus();
});

const choosePainted = (tripType: string) => {
  document.querySelector<HTMLInputElement>(`input[name="tripType"][value="${tripType}"]`)!.checked = true;
};

test('a trip type chosen in the painted form is the form’s, and remembered', () => {
  paintForm();
  choosePainted('one-way');

  renderWithProviders(<SearchForm />);

  expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
  expect(window.localStorage.getItem('lastTripType')).toContain('one-way');
});

test('Multi-City chosen in the painted form opens the multi-city form', async () => {
  paintForm();
  choosePainted('multi-city');

  renderWithProviders(<SearchForm />);

  expect(await screen.findByRole('form', { name: 'Multi-city flight search' })).toBeInTheDocument();
});
