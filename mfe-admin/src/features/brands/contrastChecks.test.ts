import { contrastChecks, formatRatio } from './contrastChecks';

const theme = {
  primary: '#0f766e',
  secondary: '#134e4a',
  accent: '#f59e0b',
  background: '#ffffff',
  text: '#0f172a',
  font: 'Inter',
};

describe('contrastChecks', () => {
  test('the default theme passes WCAG AA everywhere', () => {
    expect(contrastChecks(theme).filter((check) => !check.passes)).toEqual([]);
  });

  test('text on a colour uses the theme rule (white below luminance 0.5), so mid grey fails', () => {
    const [primary] = contrastChecks({ ...theme, primary: '#7f7f7f' });

    expect(primary).toMatchObject({ surface: 'primary', foreground: '#ffffff', background: '#7f7f7f', passes: false });
    expect(formatRatio(primary?.ratio as number)).toMatch(/^4\.0\d:1$/);
  });

  test("the brand's text colour is checked on its background", () => {
    const background = contrastChecks({ ...theme, text: '#cccccc' }).find((check) => check.surface === 'background');

    expect(background).toMatchObject({ foreground: '#cccccc', background: '#ffffff', passes: false });
  });

  test('a ratio is never rounded up to the threshold', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });
});
