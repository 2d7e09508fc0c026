import { screen } from '@testing-library/react';
import { Tooltip, useTheme, type Theme } from '@portal/platform';
import { getContrastRatio } from '@mui/material/styles';
import { renderWithProviders } from '../testing';
import { Tag } from '.';

let theme: Theme | undefined;
const ThemeProbe = () => {
  theme = useTheme();
  return null;
};

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('Tag', () => {
  test('a label in a pill: filled in the colour asked for, small or not', () => {
    renderWithProviders(
      <>
        <ThemeProbe />
        <Tag label="Primary passenger" color="primary" size="small" />
        <Tag label="Save up to 60% on airfare" color="accent" />
      </>,
    );

    const small = screen.getByText('Primary passenger').parentElement as HTMLElement;
    const medium = screen.getByText('Save up to 60% on airfare').parentElement as HTMLElement;
    const palette = (theme as Theme).palette;
    expect(getComputedStyle(small)).toMatchObject({
      height: '24px',
      backgroundColor: rgb(palette.primary.main),
      color: rgb(palette.primary.contrastText),
    });
    expect(getComputedStyle(medium)).toMatchObject({ height: '32px', backgroundColor: rgb(palette.accent.main) });
  });

  test('outlined: no fill, a border in the colour, and text that reads at 4.5:1 on the page, green and amber included', () => {
    renderWithProviders(
      <>
        <ThemeProbe />
        <Tag label="Refundable" size="small" color="success" variant="outlined" />
        <Tag label="Pending" size="small" color="warning" variant="outlined" />
        <Tag label="Cancelled" size="small" color="error" variant="outlined" />
      </>,
    );

    const palette = (theme as Theme).palette;
    for (const label of ['Refundable', 'Pending', 'Cancelled']) {
      const style = getComputedStyle(screen.getByText(label).parentElement as HTMLElement);
      expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
      expect(style.borderStyle).toBe('solid');
      expect(getContrastRatio(style.color, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    }
    // Red already reads on white: it keeps its own shade.
    expect(getComputedStyle(screen.getByText('Cancelled').parentElement as HTMLElement).color).toBe(
      rgb(palette.error.main),
    );
  });

  test("a span's own attributes pass through: a name, a role, and a tooltip's handlers and ref", async () => {
    const { user } = renderWithProviders(
      <div role="list" aria-label="Domains">
        <Tag role="listitem" label="www.example.com" />
        <Tooltip title="Set by the REMOTE_<NAME>_URL environment variable">
          <Tag label="Environment" aria-label="Environment: set by a variable" />
        </Tooltip>
      </div>,
    );

    expect(screen.getByRole('listitem')).toHaveTextContent('www.example.com');
    await user.hover(screen.getByLabelText('Environment: set by a variable'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Set by the REMOTE_<NAME>_URL environment variable');
  });
});
