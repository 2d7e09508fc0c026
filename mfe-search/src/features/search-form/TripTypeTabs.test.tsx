import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { CabinClassSelect } from './CabinClassSelect';
import { TripTypeTabs, type TripTab } from './TripTypeTabs';
import type { CabinClass } from '@portal/platform';

const Tabs = () => {
  const [value, setValue] = useState<TripTab>('round-trip');
  return <TripTypeTabs value={value} onChange={setValue} />;
};

describe('TripTypeTabs', () => {
  test('a tab list: the chosen tab is selected and the only one in the tab order', async () => {
    const { user } = renderWithProviders(<Tabs />);

    expect(screen.getByRole('tablist', { name: 'Trip type' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('tab', { name: 'One Way' }));
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'false');
  });
});

describe('CabinClassSelect', () => {
  test('a native select labelled "Cabin class" with the four cabins; choosing one reports it', async () => {
    const chosen: CabinClass[] = [];
    const { user } = renderWithProviders(<CabinClassSelect value="economy" onChange={(cabin) => chosen.push(cabin)} />);

    const select = screen.getByRole('combobox', { name: 'Cabin class' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Economy',
      'Premium Economy',
      'Business',
      'First Class',
    ]);
    await user.selectOptions(select, 'Business');
    expect(chosen).toEqual(['business']);
  });
});
