import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePickerField } from './DatePickerField';
import { DatePickerSkeleton } from './DatePickerSkeleton';
import type { DatePickerFieldProps } from './types';

/** A controlled field, as a form holds it; every stored value is also reported to `spy`. */
const Harness = ({ initial, spy, ...props }: Partial<DatePickerFieldProps> & { initial: string; spy: jest.Mock }) => {
  const [value, setValue] = useState(initial);
  const onChange = (next: string) => {
    spy(next);
    setValue(next);
  };
  return <DatePickerField label="Departure" name="departureDate" {...props} value={value} onChange={onChange} />;
};

const setup = (props: Partial<DatePickerFieldProps> & { initial: string }) => {
  const spy = jest.fn();
  const user = userEvent.setup();
  render(<Harness spy={spy} {...props} />);
  return { spy, user };
};

const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /Choose date/ }));
  return screen.findByRole('grid');
};

describe('DatePickerField', () => {
  // First in the file: until a picker has been fetched once, fields start as the skeleton.
  test('fetches the picker only when someone reaches for the field, then hands it the focus', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-12-01" spy={jest.fn()} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /Choose date/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Departure')).toHaveValue('Dec 01, 2026');

    await user.tab();
    expect(await screen.findByRole('button', { name: /Choose date/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Month' })).toHaveFocus());
  });

  test('while the picker loads, a read-only field shows the label and the date as MMM dd, yyyy', () => {
    render(
      <DatePickerSkeleton label="Departure" value="2026-12-01" onChange={jest.fn()} required helperText="Pick a day" />,
    );
    const field = screen.getByRole('textbox', { name: 'Departure' });
    expect(field).toHaveValue('Dec 01, 2026');
    expect(field).toHaveAttribute('readonly');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Pick a day');
  });

  test('the loaded picker shows the stored yyyy-MM-dd value as MMM dd, yyyy', async () => {
    setup({ initial: '2026-12-01' });
    expect(
      await screen.findByRole('button', { name: 'Choose date, selected date is Dec 1, 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('Dec 01, 2026')).toBeInTheDocument();
  });

  test('picking a day stores it as yyyy-MM-dd', async () => {
    const { spy, user } = setup({ initial: '2026-12-10' });
    await openCalendar(user);
    await user.click(screen.getByRole('gridcell', { name: '15' }));
    expect(spy).toHaveBeenLastCalledWith('2026-12-15');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('Dec 15, 2026')).toBeInTheDocument();
  });

  test('days before the minimum cannot be picked', async () => {
    const { user } = setup({ initial: '2026-12-10', minDate: '2026-12-10' });
    await openCalendar(user);
    expect(screen.getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(screen.getByRole('gridcell', { name: '10' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
  });

  test('a date typed before the minimum is refused and never stored; a later one is', async () => {
    const { spy, user } = setup({ initial: '2026-12-10', minDate: '2026-12-10' });
    await screen.findByRole('button', { name: /Choose date/ });
    const day = screen.getByRole('spinbutton', { name: 'Day' });
    await user.click(day);
    await user.keyboard('{ArrowDown}');
    expect(spy).not.toHaveBeenCalled();
    expect(day).toHaveTextContent('10');
    await user.keyboard('{ArrowUp}');
    expect(spy).toHaveBeenLastCalledWith('2026-12-11');
    expect(screen.getByDisplayValue('Dec 11, 2026')).toBeInTheDocument();
  });

  test('clearing stores an empty value', async () => {
    const { spy, user } = setup({ initial: '2026-12-10' });
    await screen.findByRole('button', { name: /Choose date/ });
    await user.click(screen.getByTitle('Clear'));
    expect(spy).toHaveBeenLastCalledWith('');
    expect(screen.getByDisplayValue('')).toBeInTheDocument();
  });

  test("the form's message wins over the picker's own, and a disabled field cannot be opened", async () => {
    setup({
      initial: '2020-01-01',
      minDate: '2026-12-10',
      error: true,
      helperText: 'Departure date cannot be in the past',
      disabled: true,
    });
    expect(await screen.findByText('Departure date cannot be in the past')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Choose date/ })).toBeDisabled();
  });
});
