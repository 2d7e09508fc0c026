import { Profiler } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/platform/testing';
import { CountryPicker } from './CountryPicker';

const namedCodes = () => {
  const of = jest.spyOn(Intl.DisplayNames.prototype, 'of');
  return () => new Set(of.mock.calls.map(([code]) => code));
};

afterEach(() => jest.restoreAllMocks());

test('a closed picker names only its chosen country and renders once: the checkout opens without naming and sorting every country', () => {
  const named = namedCodes();
  let commits = 0;
  renderWithProviders(
    <Profiler id="picker" onRender={() => (commits += 1)}>
      <CountryPicker label="Issuing country" value="FR" onChange={jest.fn()} />
    </Profiler>,
  );

  expect(screen.getByRole('combobox', { name: 'Issuing country' })).toHaveValue('France');
  expect(named()).toEqual(new Set(['FR']));
  expect(commits).toBe(1);
});

test('opening the list offers every country, the 24 first, with the chosen one highlighted', async () => {
  renderWithProviders(<CountryPicker label="Issuing country" value="FR" onChange={jest.fn()} />);

  await userEvent.click(screen.getByRole('combobox', { name: 'Issuing country' }));

  const options = screen.getAllByRole('option');
  expect(options.length).toBeGreaterThan(240);
  expect(options[0]).toHaveTextContent('United States');
  expect(screen.getByRole('option', { selected: true })).toHaveTextContent('France');
});

test('an arrow key on a closed picker opens the list on its first country', () => {
  renderWithProviders(<CountryPicker label="Issuing country" value="" onChange={jest.fn()} />);

  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Issuing country' }), { key: 'ArrowDown' });

  expect(screen.getByRole('option', { selected: true })).toHaveTextContent('United States');
});
