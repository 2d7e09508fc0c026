import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { makeFacets } from '../results/testing/facetFixtures';
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
    const { user } = renderWithProviders(
      <FiltersPanel filters={DEFAULT_FILTERS} bounds={[0, 100]} onChange={jest.fn()} />,
    );
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
    const names = within(airlines)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(names).toEqual([
      'American Airlines',
      'Delta Air Lines',
      'United Airlines',
      'JetBlue',
      'Southwest Airlines',
      'Alaska Airlines',
      'Frontier Airlines',
      'Spirit Airlines',
      'Cathay Pacific',
      'Qantas',
      'British Airways',
      'Lufthansa',
    ]);
    expect(within(airlines).getByRole('checkbox', { name: 'Qantas' }).closest('label')?.parentElement).toHaveStyle({
      maxHeight: '12rem',
      overflowY: 'auto',
    });
  });

  test('reports each change and counts the active groups on the toggle', async () => {
    const { user, lastChange } = await renderPanel();

    await user.click(screen.getByRole('checkbox', { name: 'British Airways' }));
    expect(lastChange()).toEqual({ ...DEFAULT_FILTERS, airlines: ['BA'] });
    await user.click(screen.getByRole('checkbox', { name: 'American Airlines' }));
    expect(lastChange()?.airlines).toEqual(['AA', 'BA']);

    await user.click(screen.getByRole('checkbox', { name: '2+ stops' }));
    expect(lastChange()?.stops).toEqual([2]);

    await user.click(
      within(screen.getByRole('group', { name: 'Departure time' })).getByRole('checkbox', {
        name: /Morning 6:00 AM-11:59 AM/,
      }),
    );
    expect(lastChange()?.departureTime).toEqual(['morning']);
    await user.click(
      within(screen.getByRole('group', { name: 'Arrival time' })).getByRole('checkbox', {
        name: /Early Morning 12:00 AM-5:59 AM/,
      }),
    );
    expect(lastChange()?.arrivalTime).toEqual(['early_morning']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), 'Up to 8 h');
    expect(lastChange()?.duration).toBe(8);

    await user.click(screen.getByRole('switch', { name: 'Refundable only' }));
    await user.click(screen.getByRole('switch', { name: 'Baggage included' }));
    expect(lastChange()).toMatchObject({ refundable: true, baggageIncluded: true });

    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('7');
    expect(screen.getByRole('button', { name: 'Filters, 7 on' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('Reset goes back to the defaults', async () => {
    const { user, lastChange } = await renderPanel();
    await user.click(screen.getByRole('checkbox', { name: 'Nonstop' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(lastChange()).toEqual(DEFAULT_FILTERS);
    expect(screen.getByRole('checkbox', { name: 'Nonstop' })).not.toBeChecked();
  });

  test('the price slider spans the bounds in steps of 10, shown in dollars', async () => {
    const { lastChange } = await renderPanel();
    const minimum = screen.getByRole('slider', { name: 'Minimum price' });
    expect(minimum).toHaveAttribute('min', '120');
    expect(minimum).toHaveAttribute('max', '900');
    expect(minimum).toHaveAttribute('step', '10');
    expect(screen.getByTestId('price-min')).toHaveTextContent('$120');
    expect(screen.getByTestId('price-max')).toHaveTextContent('$900');

    // The browser moves a range input one step per arrow key (search.spec.ts presses it); jsdom
    // has no such default action, so here the change it reports.
    fireEvent.change(minimum, { target: { value: '130' } });
    expect(lastChange()?.priceRange).toEqual([130, Number.POSITIVE_INFINITY]);
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('1');
  });

  describe("with the gateway's facets", () => {
    const facets = makeFacets(120, {
      stops: [
        { value: 0, count: 9, min_price: '612.40' },
        { value: 1, count: 100, min_price: '450.00' },
        { value: 2, count: 0, min_price: null },
      ],
      airlines: [
        { value: 'VS', name: 'Virgin Atlantic', count: 12, min_price: '700.00' },
        { value: 'BA', name: 'British Airways', count: 65, min_price: '520.00' },
        { value: 'AA', name: 'American Airlines', count: 30, min_price: '480.00' },
      ],
      duration: [4, 8, 12, 16, 24].map((value) => ({
        value,
        count: value >= 8 ? 9 : 0,
        min_price: value >= 8 ? '612.40' : null,
      })),
      refundable: { value: true, count: 14, min_price: '1200.00' },
    });
    const renderWithFacets = async () => {
      const view = renderWithProviders(
        <FiltersPanel
          filters={{ ...DEFAULT_FILTERS, airlines: ['QF'] }}
          bounds={[450, 6168]}
          facets={facets}
          onChange={jest.fn()}
        />,
      );
      await view.user.click(screen.getByRole('button', { name: /^Filters/ }));
      return view;
    };
    const labelOf = (name: RegExp) => screen.getByRole('checkbox', { name }).closest('label')?.textContent;

    test('each option shows how many flights it leaves and their lowest price', async () => {
      await renderWithFacets();

      expect(labelOf(/^Nonstop/)).toBe('Nonstop9 · $612');
      expect(labelOf(/^1 stop/)).toBe('1 stop100 · $450');
      expect(screen.getByRole('switch', { name: /^Refundable only/ }).closest('label')).toHaveTextContent(
        'Refundable only14 · $1,200',
      );
      expect(screen.getByRole('option', { name: 'Up to 8 h (9 · $612)' })).toBeInTheDocument();
    });

    test('an option that would leave no flight cannot be ticked', async () => {
      await renderWithFacets();

      expect(screen.getByRole('checkbox', { name: /^2\+ stops/ })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: /^Nonstop/ })).toBeEnabled();
    });

    test("the airlines are those of the search: the spec's first in its order, then the others, and a ticked one kept to untick", async () => {
      await renderWithFacets();

      const names = within(screen.getByRole('group', { name: 'Airlines' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
      expect(names).toEqual([
        'American Airlines30 · $480',
        'British Airways65 · $520',
        'Virgin Atlantic12 · $700',
        'Qantas',
      ]);
      expect(screen.getByRole('checkbox', { name: /^Qantas/ })).toBeChecked();
    });

    test('the price slider spans every offer of the search', async () => {
      await renderWithFacets();

      expect(screen.getByTestId('price-max')).toHaveTextContent('$6,168');
    });
  });
});
