import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePickerField } from './DatePickerField';
import { DatePickerSkeleton } from './DatePickerSkeleton';

/** A form with a date field and a submit button, as the search and passenger forms have. */
const FormWithDate = ({ onSubmit }: { onSubmit: () => void }) => {
  const [value, setValue] = useState('2026-12-10');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DatePickerField label="Departure" name="departureDate" value={value} onChange={setValue} />
      <button type="submit">Search</button>
    </form>
  );
};

describe('Enter in a date field', () => {
  test('does not submit the form while the field is still the placeholder', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DatePickerSkeleton label="Date of birth" value="1990-01-01" onChange={jest.fn()} />
        <button type="submit">Continue</button>
      </form>,
    );
    await user.click(screen.getByLabelText('Date of birth'));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('does not submit the form from the loaded picker, whatever section has the focus', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<FormWithDate onSubmit={onSubmit} />);
    await user.tab();
    await screen.findByRole('button', { name: /Choose date/ });
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
