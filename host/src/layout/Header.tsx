import { lazy, Suspense, useState } from 'react';
import {
  AppBar,
  Box,
  Container,
  IconButton,
  MenuIcon,
  Toolbar,
  alpha,
  useScrolledPast,
  useSessionUser,
} from '@portal/platform';
import { AccountMenu } from './AccountMenu';
import { AdminPanelButton } from './AdminPanelButton';
import { AuthButtons } from './AuthButtons';
import { BrandLogo } from './BrandLogo';
import { MOBILE_DRAWER_ID } from './mobileDrawerId';
import { NavLinks } from './NavLinks';
import { SupportPhoneLink } from './SupportPhoneLink';
import { belowMd, fromMd } from './responsive';

// The drawer is for narrow screens and opens on demand: its code is fetched the first time it opens.
const MobileDrawer = lazy(() => import('./MobileDrawer').then((module) => ({ default: module.MobileDrawer })));

/** The header turns solid and casts a shadow once the page is scrolled past 20 px. */
const SCROLL_THRESHOLD = 20;

/** The site header: logo, navigation, support phone and account; a drawer below the md breakpoint. */
export const Header = () => {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const user = useSessionUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={scrolled ? 4 : 0}
      data-testid="site-header"
      data-scrolled={String(scrolled)}
      sx={(theme) => ({
        color: 'text.primary',
        bgcolor: scrolled ? 'background.paper' : alpha(theme.palette.background.default, 0.8),
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
        transition: theme.transitions.create(['background-color', 'box-shadow']),
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <BrandLogo />
          <Box sx={[fromMd('flex'), { ml: 2 }]}>
            <NavLinks />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={[fromMd('flex'), { alignItems: 'center', gap: 2 }]}>
            <SupportPhoneLink />
            <AdminPanelButton />
            {user ? <AccountMenu user={user} /> : <AuthButtons />}
          </Box>
          <IconButton
            aria-label="Open menu"
            aria-controls={MOBILE_DRAWER_ID}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            edge="end"
            sx={belowMd('inline-flex')}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
};
