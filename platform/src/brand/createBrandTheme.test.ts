import { createBrandTheme, STATUS_COLOURS } from './createBrandTheme';
import { contrastRatio, luminance, shiftChannels, textColourOn } from './colour';

const brandTheme = {
  primary: '#0f766e',
  secondary: '#facc15',
  accent: '#ffffff',
  background: '#f0f0f0',
  text: '#111111',
  font: 'Lora',
};

describe('createBrandTheme', () => {
  const theme = createBrandTheme(brandTheme);

  test('brand colours become the palette', () => {
    expect(theme.palette.primary.main).toBe('#0f766e');
    expect(theme.palette.secondary.main).toBe('#facc15');
    expect(theme.palette.accent.main).toBe('#ffffff');
    expect(theme.palette.background.default).toBe('#f0f0f0');
    expect(theme.palette.text.primary).toBe('#111111');
  });

  test('text on primary, secondary and accent is black above luminance 0.5, else white', () => {
    expect(theme.palette.primary.contrastText).toBe('#ffffff');
    expect(theme.palette.secondary.contrastText).toBe('#000000');
    expect(theme.palette.accent.contrastText).toBe('#000000');
  });

  test('muted, card, border and input shift the background by -20, +5, -10 and -5 per channel', () => {
    expect(theme.palette.surface).toEqual({ muted: '#dcdcdc', card: '#f5f5f5', border: '#e6e6e6', input: '#ebebeb' });
  });

  test('status colours are fixed whatever the brand', () => {
    expect(theme.palette.error.main).toBe(STATUS_COLOURS.destructive);
    expect(theme.palette.success.main).toBe(STATUS_COLOURS.success);
    expect(theme.palette.warning.main).toBe(STATUS_COLOURS.warning);
    expect(theme.palette.info.main).toBe(STATUS_COLOURS.info);
  });

  test('text on a status colour is whichever of black and white reads at 4.5:1 or better', () => {
    for (const palette of [theme.palette.error, theme.palette.success, theme.palette.warning, theme.palette.info]) {
      expect(contrastRatio(palette.main, palette.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
    expect(theme.palette.success.contrastText).toBe('#000000');
  });

  test('the radius is 0.5rem and the brand font leads the font stack', () => {
    expect(theme.shape.borderRadius).toBe(8);
    expect(theme.typography.fontFamily).toMatch(/^"Lora", /);
  });
});

describe('colour rules', () => {
  test('channels are clamped when shifted', () => {
    expect(shiftChannels('#fafafa', 20)).toBe('#ffffff');
    expect(shiftChannels('#050505', -20)).toBe('#000000');
  });

  test('luminance runs from 0 to 1 and picks the text colour around 0.5', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(textColourOn('#808080')).toBe('#000000');
    expect(textColourOn('#7f7f7f')).toBe('#ffffff');
  });

  test('the WCAG contrast ratio of black on white is 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
