import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { NativeSelectField } from '.';

const Seats = ({ chosen }: { chosen: string[] }) => {
  const [value, setValue] = useState('aisle');
  return (
    <NativeSelectField
      label="Seat"
      name="seat"
      value={value}
      onChange={(event) => {
        chosen.push(event.target.value);
        setValue(event.target.value);
      }}
    >
      <option value="window">Window</option>
      <option value="aisle">Aisle</option>
    </NativeSelectField>
  );
};

describe('NativeSelectField', () => {
  test("the browser's own select, named by its label, showing the value and reporting a choice", async () => {
    const chosen: string[] = [];
    const { user } = renderWithProviders(<Seats chosen={chosen} />);

    const select = screen.getByRole('combobox', { name: 'Seat' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('name', 'seat');
    expect(select).toHaveValue('aisle');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Window', 'Aisle']);

    await user.selectOptions(select, 'Window');

    expect(chosen).toEqual(['window']);
    expect(select).toHaveValue('window');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
