import { useEffect, useMemo } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  ThemeProvider,
  Typography,
  createBrandTheme,
  loadBrandFont,
  type BrandTheme,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { PreviewHeader } from './PreviewHeader';

interface Props {
  theme: BrandTheme;
  name: string;
  logo: string;
  phone: string;
  hours: string;
}

/**
 * The edited brand as visitors will see it: the theme factory the shell uses, applied through a
 * ThemeProvider nested around this preview only, so the admin page keeps its own brand.
 */
export const BrandPreview = ({ theme, name, logo, phone, hours }: Props) => {
  const { primary, secondary, accent, background, text, font } = theme;
  const muiTheme = useMemo(
    () => createBrandTheme({ primary, secondary, accent, background, text, font }),
    [primary, secondary, accent, background, text, font],
  );

  useEffect(() => {
    void loadBrandFont(font);
  }, [font]);

  return (
    <ThemeProvider theme={muiTheme}>
      <Box
        data-testid="brand-preview"
        aria-label="Brand preview"
        role="region"
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          fontFamily: muiTheme.typography.fontFamily,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <PreviewHeader name={name} logo={logo} phone={phone} hours={hours} />
        <Stack spacing={2} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" tabIndex={-1}>
              Search Flights
            </Button>
            <Button variant="contained" color="secondary" tabIndex={-1}>
              View Details
            </Button>
            <Tag label="Best price" color="accent" size="small" />
          </Stack>
          <Card>
            <CardContent>
              <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                Round Trip · 1 traveller
              </Typography>
              <Typography variant="h6" component="p">
                New York (JFK) → London (LHR)
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                7h 05m · Non-stop
              </Typography>
              <Typography variant="h5" component="p" sx={{ color: 'primary.main', fontWeight: 700, mt: 1 }}>
                $612
              </Typography>
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </ThemeProvider>
  );
};
