import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { TabStrip } from '.';

type Place = 'north' | 'east' | 'south';
const TABS = [
  { value: 'north', label: 'North', id: 'tab-north', controls: 'panel-north' },
  { value: 'east', label: 'East', id: 'tab-east', controls: 'panel-east' },
  { value: 'south', label: 'South', id: 'tab-south', controls: 'panel-south' },
] as const;

const Places = ({ headedFor = [] }: { headedFor?: Place[] }) => {
  const [value, setValue] = useState<Place>('north');
  return (
    <>
      <TabStrip label="Places" tabs={TABS} value={value} onChange={setValue} onHeadFor={(tab) => headedFor.push(tab)} />
      <div role="tabpanel" id={`panel-${value}`} aria-labelledby={`tab-${value}`}>
        {value} panel
      </div>
    </>
  );
};

describe('TabStrip', () => {
  test('a named tab list whose chosen tab is selected, labels its panel and is the only one in the tab order', async () => {
    const { user } = renderWithProviders(<Places />);

    expect(screen.getByRole('tablist', { name: 'Places' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'North' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'North' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'East' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'East' })).toHaveAttribute('aria-controls', 'panel-east');
    expect(screen.getByRole('tabpanel', { name: 'North' })).toHaveTextContent('north panel');

    await user.click(screen.getByRole('tab', { name: 'South' }));

    expect(screen.getByRole('tab', { name: 'South' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'North' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'South' })).toHaveTextContent('south panel');
  });

  test('arrows (wrapping), Home and End move the focus without choosing; Enter and Space choose', async () => {
    const { user } = renderWithProviders(<Places />);

    act(() => screen.getByRole('tab', { name: 'North' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'South' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'North' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'East' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'North' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'East' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'South' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'North' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('tab', { name: 'North' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a pointer over a tab or the focus on it says the visitor is heading for it', async () => {
    const headedFor: Place[] = [];
    const { user } = renderWithProviders(<Places headedFor={headedFor} />);

    await user.hover(screen.getByRole('tab', { name: 'South' }));
    act(() => screen.getByRole('tab', { name: 'East' }).focus());

    expect(headedFor).toEqual(['south', 'east']);
  });
});
