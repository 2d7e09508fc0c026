import {
  Card,
  CardContent,
  DevicesIcon,
  KeyIcon,
  LightbulbIcon,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  ScheduleIcon,
  Typography,
  formatFullDate,
  type SessionUser,
} from '@portal/platform';
import { describeAccountAge } from './accountAge';

const TIPS = [
  'Use a password you do not use on any other website.',
  'Longer is stronger: 12 characters or more, mixing letters, numbers and symbols.',
  'We will never ask for your password by e-mail or phone.',
  'Sign out when you use a shared or public computer.',
];

/** What the account's security looks like. The date of the last password change is not recorded, so the account's age stands in. */
export const SecurityOverview = ({ user }: { user: SessionUser }) => {
  const items = [
    { title: 'Password', text: 'The date of your last password change is not available.', Icon: KeyIcon },
    {
      title: 'Account age',
      text: `${describeAccountAge(user.createdAt)} (created ${formatFullDate(user.createdAt)})`,
      Icon: ScheduleIcon,
    },
    {
      title: 'Current session',
      text: `Signed in as ${user.username} in this browser. Your session ends after a period of inactivity.`,
      Icon: DevicesIcon,
    },
  ];

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Security Overview
        </Typography>
        <List aria-label="Security overview">
          {items.map(({ title, text, Icon }) => (
            <ListItem key={title} disableGutters>
              <ListItemIcon>
                <Icon sx={{ color: 'primary.main' }} />
              </ListItemIcon>
              <ListItemText primary={title} secondary={text} />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <LightbulbIcon fontSize="small" sx={{ color: 'warning.main' }} />
          Security tips
        </Typography>
        <List dense aria-label="Security tips" sx={{ listStyleType: 'disc', pl: 3 }}>
          {TIPS.map((tip) => (
            <ListItem key={tip} sx={{ display: 'list-item', px: 0 }}>
              <ListItemText primary={tip} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
