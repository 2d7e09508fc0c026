import { RouterLink, Button, Stack } from '@portal/platform';
import { SIGN_IN_PATH, SIGN_UP_PATH } from './navItems';

interface AuthButtonsProps {
  /** Stacked full-width buttons, for the mobile drawer. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** What a signed-out visitor sees: Sign In and Sign Up. */
export const AuthButtons = ({ stacked = false, onNavigate }: AuthButtonsProps) => (
  <Stack direction={stacked ? 'column' : 'row'} spacing={1}>
    <Button component={RouterLink} to={SIGN_IN_PATH} variant="outlined" fullWidth={stacked} onClick={onNavigate}>
      Sign In
    </Button>
    <Button component={RouterLink} to={SIGN_UP_PATH} variant="contained" fullWidth={stacked} onClick={onNavigate}>
      Sign Up
    </Button>
  </Stack>
);
