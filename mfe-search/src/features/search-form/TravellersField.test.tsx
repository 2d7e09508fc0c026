import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { TravellersField, travellersSummary, type TravellerCounts } from './TravellersField';

const Harness = ({ initial }: { initial: TravellerCounts }) => {
  const [counts, setCounts] = useState(initial);
  return (
    <TravellersField
      counts={counts}
      onChange={(field, value) => setCounts((current) => ({ ...current, [field]: value }))}
    />
  );
};

const open = async (initial: TravellerCounts = { adultsCount: 1, childrenCount: 0, infantsCount: 0 }) => {
  const view = renderWithProviders(<Harness initial={initial} />);
  await view.user.click(screen.getByRole('button', { name: /^Travellers:/ }));
  return view;
};

const button = (name: string) => screen.getByRole('button', { name });
const clickTimes = async (user: Awaited<ReturnType<typeof open>>['user'], name: string, times: number) => {
  for (let i = 0; i < times; i += 1) await user.click(button(name));
};

describe('TravellersField', () => {
  test('lists adults (Age 12+), children (Age 2-11) and infants (Under 2)', async () => {
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Travellers' });
    expect(dialog).toHaveTextContent('AdultsAge 12+');
    expect(dialog).toHaveTextContent('ChildrenAge 2-11');
    expect(dialog).toHaveTextContent('InfantsUnder 2');
  });

  test('adults stop at 1 and 9, children at 0 and 6, infants at 0 and 5', async () => {
    const { user } = await open();
    expect(button('Decrease adults')).toBeDisabled();
    expect(button('Decrease children')).toBeDisabled();
    expect(button('Decrease infants')).toBeDisabled();

    await clickTimes(user, 'Increase adults', 8);
    expect(button('Increase adults')).toBeDisabled();
    await clickTimes(user, 'Increase children', 6);
    expect(button('Increase children')).toBeDisabled();
    await clickTimes(user, 'Increase infants', 5);
    expect(button('Increase infants')).toBeDisabled();

    await user.click(button('Done'));
    expect(
      await screen.findByRole('button', { name: 'Travellers: 9 Adults, 6 Children, 5 Infants' }),
    ).toBeInTheDocument();
  });

  test('infants never outnumber adults', async () => {
    const { user } = await open();
    await user.click(button('Increase infants'));
    expect(button('Increase infants')).toBeDisabled();
    expect(button('Decrease adults')).toBeDisabled();
  });

  test('the summary counts each kind of traveller', () => {
    expect(travellersSummary({ adultsCount: 1, childrenCount: 0, infantsCount: 0 })).toBe('1 Adult');
    expect(travellersSummary({ adultsCount: 2, childrenCount: 1, infantsCount: 2 })).toBe(
      '2 Adults, 1 Child, 2 Infants',
    );
  });
});
