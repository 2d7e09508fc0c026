import { render } from '@testing-library/react';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ThemeProvider } from '@mui/material/styles';
import { createBrandTheme } from './createBrandTheme';

const brand = {
  primary: '#0f766e',
  secondary: '#facc15',
  accent: '#ffffff',
  background: '#f0f0f0',
  text: '#111111',
  font: 'Lora',
};

/** Every rule the theme put in the page, compacted as emotion writes it. */
const pageCss = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n')
    .replace(/\s+/g, '');

describe('the brand theme gives every interactive element a visible focus indicator', () => {
  test('any element focused from the keyboard gets a ring in the primary colour, except inside text fields', () => {
    render(
      <ThemeProvider theme={createBrandTheme(brand)}>
        <CssBaseline />
        <Link href="/trips">My Trips</Link>
      </ThemeProvider>,
    );
    expect(pageCss()).toContain(
      'body:focus-visible:not(.MuiInputBase-input,[contenteditable="true"],[role="spinbutton"]){outline:3pxsolid#0f766e;outline-offset:2px;box-shadow:0002px#f0f0f0;}',
    );
  });

  test('buttons and tabs, which MUI draws without an outline, show the ring when focus-visible', () => {
    render(
      <ThemeProvider theme={createBrandTheme(brand)}>
        <Button>Start Your Search</Button>
        <Tabs value={0}>
          <Tab label="Round Trip" />
        </Tabs>
      </ThemeProvider>,
    );
    const ring = (component: string) =>
      new RegExp(
        `(\\.css-\\w+-MuiButtonBase-root-Mui${component}-root){2}\\.Mui-focusVisible\\{outline:3pxsolid#0f766e;outline-offset:2px;box-shadow:0002px#f0f0f0;\\}`,
      );
    expect(pageCss()).toMatch(ring('Button'));
    expect(pageCss()).toMatch(ring('Tab'));
  });
});
