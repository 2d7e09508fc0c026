import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { FiltersPanel } from './FiltersPanel';
import { DEFAULT_FILTERS, type FilterState } from './filterState';

const Harness = ({ onChange }: { onChange: (filters: FilterState) => void }) => {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const change = (next: FilterState) => {
    onChange(next);
    setFilters(next);
  };
  return <FiltersPanel filters={filters} bounds={[120, 900]} onChange={change} />;
};

const renderPanel = async () => {
  const onChange = jest.fn<void, [FilterState]>();
  const view = renderWithProviders(<Harness onChange={onChange} />);
  await view.user.click(screen.getByRole('button', { name: /^Filters/ }));
  const lastChange = () => onChange.mock.lastCall?.[0];
  return { ...view, onChange, lastChange };
};

describe('FiltersPanel', () => {
  test('is collapsed on small screens until the Filters button is pressed', async () => {
    const { user } = renderWithProviders(<FiltersPanel filters={DEFAULT_FILTERS} bounds={[0, 100]} onChange={jest.fn()} />);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Airlines' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Airlines' })).toBeInTheDocument();
  });

  test('lists the 12 airlines in the spec order in a list capped at 12rem', async () => {
    await renderPanel();
    const airlines = screen.getByRole('group', { name: 'Airlines' });
    const names = within(airlines).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(names).toEqual([
      'American Airlines', 'Delta Air Lines', 'United Airlines', 'JetBlue', 'Southwest Airlines', 'Alaska Airlines',
      'Frontier Airlines', 'Spirit Airlines', 'Cathay Pacific', 'Qantas', 'British Airways', 'Lufthansa',
    ]);
    expect(within(airlines).getByRole('checkbox', { name: 'Qantas' }).closest('label')?.parentElement).toHaveStyle({ maxHeight: '12rem', overflowY: 'auto' });
  });

  test('reports each change and counts the active groups on the toggle', async () => {
    const { user, lastChange } = await renderPanel();

    await user.click(screen.getByRole('checkbox', { name: 'British Airways' }));
    expect(lastChange()).toEqual({ ...DEFAULT_FILTERS, airlines: ['BA'] });
    await user.click(screen.getByRole('checkbox', { name: 'American Airlines' }));
    expect(lastChange()?.airlines).toEqual(['AA', 'BA']);

    await user.click(screen.getByRole('checkbox', { name: '2+ stops' }));
    expect(lastChange()?.stops).toEqual([2]);

    await user.click(within(screen.getByRole('group', { name: 'Departure time' })).getByRole('checkbox', { name: /Morning 6:00 AM-11:59 AM/ }));
    expect(lastChange()?.departureTime).toEqual(['morning']);
    await user.click(within(screen.getByRole('group', { name: 'Arrival time' })).getByRole('checkbox', { name: /Early Morning 12:00 AM-5:59 AM/ }));
    expect(lastChange()?.arrivalTime).toEqual(['early_morning']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), 'Up to 8 h');
    expect(lastChange()?.duration).toBe(8);

    await user.click(screen.getByRole('switch', { name: 'Refundable only' }));
    await user.click(screen.getByRole('switch', { name: 'Baggage included' }));
    expect(lastChange()).toMatchObject({ refundable: true, baggageIncluded: true });

    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('7');
  });

  test('Reset goes back to the defaults', async () => {
    const { user, lastChange } = await renderPanel();
    await user.click(screen.getByRole('checkbox', { name: 'Nonstop' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(lastChange()).toEqual(DEFAULT_FILTERS);
    expect(screen.getByRole('checkbox', { name: 'Nonstop' })).not.toBeChecked();
  });

  test('the price slider spans the bounds in steps of 10, shown in dollars', async () => {
    const { user, lastChange } = await renderPanel();
    const minimum = screen.getByRole('slider', { name: 'Minimum price' });
    expect(minimum).toHaveAttribute('aria-valuemin', '120');
    expect(minimum).toHaveAttribute('aria-valuemax', '900');
    expect(minimum).toHaveAttribute('step', '10');
    expect(screen.getByTestId('price-min')).toHaveTextContent('$120');
    expect(screen.getByTestId('price-max')).toHaveTextContent('$900');

    act(() => minimum.focus());
    // MUI sliders move by one step per arrow key.
    await user.keyboard('{ArrowRight}');
    expect(lastChange()?.priceRange).toEqual([130, Number.POSITIVE_INFINITY]);
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('1');
  });
});
