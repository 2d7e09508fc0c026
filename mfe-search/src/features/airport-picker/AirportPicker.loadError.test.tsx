import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { AirportPicker } from './AirportPicker';

jest.mock('@portal/platform/airports', () => {
  throw new Error('chunk failed to load');
});

test('while the airport list loads the picker says so, and when it cannot be loaded it says that', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<AirportPicker label="To" value="" onChange={jest.fn()} />);

  fireEvent.change(screen.getByRole('combobox', { name: 'To' }), { target: { value: 'lon' } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading airports...');
  expect(await screen.findByText('Error loading airports. Please try again.')).toBeInTheDocument();
  expect(quiet).toHaveBeenCalledWith('[mfe-search]', 'could not load the airport list', expect.any(Error));
  quiet.mockRestore();
});
