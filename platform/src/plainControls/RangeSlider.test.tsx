import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { RangeSlider } from '.';

const Prices = ({ heard }: { heard: [number, number][] }) => {
  const [value, setValue] = useState<[number, number]>([200, 600]);
  return (
    <RangeSlider
      min={100}
      max={900}
      step={10}
      value={value}
      labels={['Minimum price', 'Maximum price']}
      valueText={(amount) => `$${amount}`}
      onChange={(next) => {
        heard.push(next);
        setValue(next);
      }}
    />
  );
};

describe('RangeSlider', () => {
  test("two of the browser's range inputs, named, bounded, stepped and read out as the caller says", () => {
    renderWithProviders(<Prices heard={[]} />);

    const [low, high] = [
      screen.getByRole('slider', { name: 'Minimum price' }),
      screen.getByRole('slider', { name: 'Maximum price' }),
    ];
    for (const handle of [low, high]) {
      expect(handle).toHaveAttribute('type', 'range');
      expect(handle).toHaveAttribute('min', '100');
      expect(handle).toHaveAttribute('max', '900');
      expect(handle).toHaveAttribute('step', '10');
    }
    expect(low).toHaveValue('200');
    expect(low).toHaveAttribute('aria-valuetext', '$200');
    expect(high).toHaveAttribute('aria-valuetext', '$600');
  });

  test('each handle moves its own end; neither passes the other', () => {
    const heard: [number, number][] = [];
    renderWithProviders(<Prices heard={heard} />);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });

    fireEvent.change(low, { target: { value: '300' } });
    fireEvent.change(high, { target: { value: '800' } });
    fireEvent.change(low, { target: { value: '850' } });
    fireEvent.change(high, { target: { value: '500' } });

    expect(heard).toEqual([
      [300, 600],
      [300, 800],
      [800, 800],
      [800, 800],
    ]);
    expect(low).toHaveValue('800');
    expect(high).toHaveValue('800');
  });
});
