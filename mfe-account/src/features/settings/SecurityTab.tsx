import { Stack, type SessionUser } from '@portal/platform';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SecurityOverview } from './SecurityOverview';
import { TwoFactorCard } from './TwoFactorCard';

/** Change password, what we know about the account's security, and two-factor (not yet offered). */
export const SecurityTab = ({ user }: { user: SessionUser }) => (
  <Stack spacing={3}>
    <ChangePasswordForm username={user.username} />
    <SecurityOverview user={user} />
    <TwoFactorCard />
  </Stack>
);
