import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePickerField } from './DatePickerField';

// Until a picker has been fetched once, fields start as the skeleton: these run in this order.
test('a disabled field never fetches the picker', async () => {
  const user = userEvent.setup();
  render(<DatePickerField label="Return" value="" disabled helperText="One way selected" onChange={jest.fn()} />);
  await user.click(screen.getByRole('textbox', { name: 'Return' }));
  expect(screen.getByRole('textbox', { name: 'Return' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Choose date/ })).not.toBeInTheDocument();
});

test('a click on the field before the picker has loaded opens the calendar once it has', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<DatePickerField label="Return" value="2026-12-10" minDate="2026-12-05" onChange={onChange} />);

  // The click alone: user.click would point at the field first, and the picker would load before the click.
  fireEvent.click(screen.getByRole('textbox', { name: 'Return' }));
  expect(await screen.findByRole('grid')).toBeInTheDocument();
  expect(screen.getByRole('gridcell', { name: '4' })).toBeDisabled();
  await user.click(screen.getByRole('gridcell', { name: '12' }));
  expect(onChange).toHaveBeenCalledWith('2026-12-12');
  await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
});
