import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { useBrand } from '../store/hooks';
import { createBrandTheme } from './createBrandTheme';

/** The one ThemeProvider of the page, built from the current brand. Only shells render it. */
export const BrandThemeProvider = ({ children }: { children: ReactNode }) => {
  const brand = useBrand();
  const theme = useMemo(() => createBrandTheme(brand.theme), [brand.theme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
};
