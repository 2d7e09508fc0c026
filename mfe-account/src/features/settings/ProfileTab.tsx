import {
  Box,
  CalendarTodayIcon,
  Card,
  CardContent,
  EmailIcon,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
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
          <List aria-label="Profile information">
            {rows.map(({ label, value, Icon }) => (
              <ListItem key={label} disableGutters>
                <ListItemIcon>
                  <Icon sx={{ color: 'primary.main' }} />
                </ListItemIcon>
                <ListItemText
                  primary={label}
                  secondary={value}
                  slotProps={{
                    primary: { variant: 'body2', sx: { color: 'text.secondary' } },
                    secondary: { variant: 'body1', sx: { color: 'text.primary' } },
                  }}
                />
              </ListItem>
            ))}
          </List>
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
