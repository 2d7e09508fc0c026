import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/platform/testing';
import { CountryPicker } from './CountryPicker';

const namedCodes = () => {
  const of = jest.spyOn(Intl.DisplayNames.prototype, 'of');
  return () => new Set(of.mock.calls.map(([code]) => code));
};

afterEach(() => jest.restoreAllMocks());

test('a closed picker holding a country names only that one: the checkout opens without naming and sorting every country', async () => {
  const named = namedCodes();
  renderWithProviders(<CountryPicker label="Issuing country" value="FR" onChange={jest.fn()} />);

  expect(await screen.findByDisplayValue('France')).toBe(screen.getByRole('combobox', { name: 'Issuing country' }));
  expect(named()).toEqual(new Set(['FR']));
});

test('opening the list offers every country, the 24 first, with the chosen one highlighted', async () => {
  renderWithProviders(<CountryPicker label="Issuing country" value="FR" onChange={jest.fn()} />);

  await userEvent.click(screen.getByRole('combobox', { name: 'Issuing country' }));

  const options = await screen.findAllByRole('option');
  expect(options.length).toBeGreaterThan(240);
  expect(options[0]).toHaveTextContent('United States');
  expect(screen.getByRole('option', { selected: true })).toHaveTextContent('France');
});

test('an arrow key on a closed picker opens the list on its first country', async () => {
  renderWithProviders(<CountryPicker label="Issuing country" value="" onChange={jest.fn()} />);

  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Issuing country' }), { key: 'ArrowDown' });

  expect(await screen.findByRole('option', { selected: true })).toHaveTextContent('United States');
});
