import { useState, Suspense } from 'react';
import {
  ALL_OPTIONAL,
  CONSENT_BANNER,
  Box,
  Button,
  Collapse,
  ConsentCategoryFields,
  Container,
  Link,
  NONE_OPTIONAL,
  Paper,
  RouterLink,
  Stack,
  Typography,
  useConsent,
  useSetConsent,
  type ConsentCategories,
} from '@portal/platform';
import { useScrollClearance } from './useScrollClearance';

/**
 * The cookie consent banner: shown until the visitor chooses (or reopens it from the cookie
 * settings), first in the page's reading order but held at the bottom of the window, so its coming
 * and going moves nothing on the page (no layout shift); the page keeps room for it below its end
 * and scrolls focused elements clear of it.
 * A non-modal dialog: the page stays usable while it is open.
 */
export const ConsentBanner = () => {
  const { ready, choice, settingsOpen } = useConsent();
  const setConsent = useSetConsent();
  const [customizing, setCustomizing] = useState(false);
  const [categories, setCategories] = useState<ConsentCategories | null>(null);
  const banner = useScrollClearance<HTMLElement>();

  if (!ready || (choice && !settingsOpen)) return null;
  const showFields = customizing || settingsOpen;
  const current =
    categories ??
    (choice
      ? { preferences: choice.preferences, analytics: choice.analytics, marketing: choice.marketing }
      : NONE_OPTIONAL);

  const decide = (chosen: ConsentCategories) => {
    setConsent(chosen);
    setCustomizing(false);
    setCategories(null);
  };

  return (
    <Paper
      component="section"
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-text"
      square
      elevation={0}
      data-testid="consent-banner"
      ref={banner}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        maxHeight: '100vh',
        overflowY: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        boxShadow: 8,
      }}
    >
      <Container maxWidth="lg" sx={{ py: 2 }}>
        <Box sx={{ mb: 1.5 }}>
          <Typography id="consent-banner-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {CONSENT_BANNER.title}
          </Typography>
          <Typography id="consent-banner-text" variant="body2" sx={{ color: 'text.secondary' }}>
            {`${CONSENT_BANNER.text} `}
            <Link component={RouterLink} to="/cookies">
              {CONSENT_BANNER.policyLink}
            </Link>
          </Typography>
        </Box>
        {/* The category switches (lazy half of the UI kit) load when asked for; the banner stays put meanwhile. */}
        {showFields && (
          <Suspense fallback={null}>
            <Collapse in appear>
              <Box sx={{ mb: 1.5 }}>
                <ConsentCategoryFields value={current} onChange={setCategories} />
              </Box>
            </Collapse>
          </Suspense>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {showFields ? (
            <Button variant="outlined" onClick={() => decide(current)}>
              {CONSENT_BANNER.saveChoices}
            </Button>
          ) : (
            <Button variant="text" onClick={() => setCustomizing(true)}>
              {CONSENT_BANNER.customize}
            </Button>
          )}
          <Button variant="outlined" onClick={() => decide(NONE_OPTIONAL)}>
            {CONSENT_BANNER.rejectNonEssential}
          </Button>
          <Button variant="contained" onClick={() => decide(ALL_OPTIONAL)}>
            {CONSENT_BANNER.acceptAll}
          </Button>
        </Stack>
      </Container>
    </Paper>
  );
};
