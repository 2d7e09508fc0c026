import {
  Box,
  CalendarTodayIcon,
  Card,
  CardContent,
  EmailIcon,
  PersonIcon,
  Stack,
  Typography,
  formatFullDate,
  type SessionUser,
} from '@portal/platform';
import { EmailConfirmation } from './EmailConfirmation';
import { PendingEmail } from './PendingEmail';
import { ProfileForm } from './ProfileForm';

/** What the account holds (username, e-mail and whether it is confirmed, creation date), and the form that edits the rest. */
export const ProfileTab = ({ user }: { user: SessionUser }) => {
  const rows = [
    { label: 'Username', value: user.username, Icon: PersonIcon },
    { label: 'Email', value: user.email, Icon: EmailIcon },
    { label: 'Account created', value: formatFullDate(user.createdAt), Icon: CalendarTodayIcon },
  ];

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Profile Information
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Your account details. Your username cannot be changed.
          </Typography>
          {/* A plain list in MUI's list-item layout: MUI's List parts would be fetched for these three rows alone. */}
          <Stack component="ul" aria-label="Profile information" sx={{ listStyle: 'none', m: 0, px: 0, py: 1 }}>
            {rows.map(({ label, value, Icon }) => (
              <Stack component="li" key={label} direction="row" sx={{ alignItems: 'center', py: 1 }}>
                <Box sx={{ minWidth: 56, display: 'flex' }}>
                  <Icon sx={{ color: 'primary.main' }} />
                </Box>
                <Box sx={{ my: 0.75 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {label}
                  </Typography>
                  <Typography variant="body1">{value}</Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
          <Box aria-label="Email confirmation" role="group" sx={{ pl: 7 }}>
            <EmailConfirmation confirmed={user.emailConfirmed} />
            {user.pendingEmail && <PendingEmail current={user.email} pending={user.pendingEmail} />}
          </Box>
        </CardContent>
      </Card>
      {/* Keyed by what it edits: a save (or a confirmed address) starts the form from the values now in force. */}
      <ProfileForm key={[user.firstName, user.lastName, user.email, user.phone].join('|')} user={user} />
    </Stack>
  );
};
