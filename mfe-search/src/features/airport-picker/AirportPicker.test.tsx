import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { AirportPicker } from './AirportPicker';

const Harness = ({ initial = '', spy }: { initial?: string; spy: jest.Mock }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AirportPicker
        label="From"
        value={value}
        onChange={(code) => {
          spy(code);
          setValue(code);
        }}
      />
      <p>Outside</p>
    </>
  );
};

const setup = (initial?: string) => {
  const spy = jest.fn();
  const view = renderWithProviders(<Harness initial={initial} spy={spy} />);
  return { ...view, spy, input: screen.getByRole('combobox', { name: 'From' }) };
};

describe('AirportPicker', () => {
  test('"lon" lists the London airports, each with its name, city and country, and IATA code', async () => {
    const { user, input } = setup();
    await user.type(input, 'lon');

    const listbox = await screen.findByRole('listbox');
    const heathrow = within(listbox).getByRole('option', { name: /Heathrow Airport/ });
    expect(heathrow).toHaveTextContent('London, GB');
    expect(heathrow).toHaveTextContent('LHR');
    expect(within(listbox).getByRole('option', { name: /Gatwick/ })).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option').length).toBeLessThanOrEqual(15);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
  });

  test('one character shows nothing', async () => {
    const { user, input } = setup();
    await user.type(input, 'l');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('arrow keys move the highlight and Enter chooses: the code is stored, "{city} ({code})" shown', async () => {
    const { user, input, spy } = setup();
    await user.type(input, 'lon');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const highlighted = screen.getByRole('option', { selected: true });
    expect(highlighted).toHaveTextContent('LGW');
    expect(input).toHaveAttribute('aria-activedescendant', highlighted.id);

    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('LGW');
    expect(input).toHaveValue('London (LGW)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('"London, all airports" comes first for "lon": choosing it stores the city code LON and shows it as such', async () => {
    const { user, input, spy } = setup();
    await user.type(input, 'lon');
    const [first] = await screen.findAllByRole('option');

    expect(first).toHaveTextContent('London, all airports');
    expect(first).toHaveTextContent('LHR, LGW, STN, LCY, LTN, SEN');
    await user.click(first as HTMLElement);
    expect(spy).toHaveBeenLastCalledWith('LON');
    expect(input).toHaveValue('London, all airports (LON)');
  });

  test('a click on an option chooses it', async () => {
    const { user, input, spy } = setup();
    await user.type(input, 'paris');
    await user.click(await screen.findByRole('option', { name: /Charles de Gaulle/ }));
    expect(spy).toHaveBeenLastCalledWith('CDG');
    expect(input).toHaveValue('Paris (CDG)');
  });

  test('Escape closes the list, and so does a click outside', async () => {
    const { user, input } = setup();
    await user.type(input, 'lon');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input, 'd');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('says so when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzqx');
    expect(await screen.findByText('No airports found for "zzqx"')).toBeInTheDocument();
  });

  test('editing a chosen airport clears the stored code until another is chosen', async () => {
    const { user, input, spy } = setup('JFK');
    expect(await screen.findByDisplayValue('New York (JFK)')).toBe(input);
    await user.type(input, '{Backspace}');
    expect(spy).toHaveBeenLastCalledWith('');
    fireEvent.change(input, { target: { value: 'jfk' } });
    expect(await screen.findByRole('option', { name: /John F. Kennedy/ })).toBeInTheDocument();
  });
});
