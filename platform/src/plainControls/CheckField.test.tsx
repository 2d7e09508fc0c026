import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { CheckField, type CheckFieldProps } from '.';

const Toggle = ({ heard, ...props }: Omit<CheckFieldProps, 'checked' | 'onChange'> & { heard: boolean[] }) => {
  const [checked, setChecked] = useState(false);
  return (
    <CheckField
      {...props}
      checked={checked}
      onChange={(next) => {
        heard.push(next);
        setChecked(next);
      }}
    />
  );
};

describe('CheckField', () => {
  test("a box: the browser's own checkbox, named by its label, ticked by a click on the label or Space", async () => {
    const heard: boolean[] = [];
    const { user } = renderWithProviders(<Toggle label="Nonstop" heard={heard} />);

    const box = screen.getByRole('checkbox', { name: 'Nonstop' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Nonstop'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(heard).toEqual([true, false]);
  });

  test('a switch: announced as a switch, on and off', async () => {
    const heard: boolean[] = [];
    const { user } = renderWithProviders(<Toggle label="Price per person" kind="switch" heard={heard} />);

    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Price per person' }));
    expect(screen.getByRole('switch', { name: 'Price per person' })).toBeChecked();
    expect(heard).toEqual([true]);
  });

  test('disabled: nothing happens on a click', async () => {
    const heard: boolean[] = [];
    const { user } = renderWithProviders(<Toggle label="Two stops" disabled heard={heard} />);

    await user.click(screen.getByText('Two stops'));
    expect(screen.getByRole('checkbox', { name: 'Two stops' })).toBeDisabled();
    expect(heard).toEqual([]);
  });
});
