import { Outlet, Box } from '@portal/platform';
import { ConsentBanner } from './ConsentBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { Toaster } from './Toaster';

/** The page frame around every module: header, the current route, footer and notifications. */
export const ShellLayout = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
    <SkipLink />
    <ConsentBanner />
    <Header />
    {/* tabIndex -1: the skip link focuses it without adding a tab stop. At least a screen tall, as the
        frame the gateway paints before any script: the footer stays below the fold while a page loads. */}
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ flex: '1 0 auto', minHeight: '100vh', outline: 'none' }}
    >
      <Outlet />
    </Box>
    <Footer />
    <Toaster />
  </Box>
);
