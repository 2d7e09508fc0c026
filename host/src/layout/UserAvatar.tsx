import { Avatar } from '@portal/platform';

/** The signed-in user's initial: the first letter of the display name, upper-cased. */
export const UserAvatar = ({ name, size = 36, testId }: { name: string; size?: number; testId?: string }) => (
  <Avatar
    aria-hidden
    data-testid={testId}
    sx={{
      width: size,
      height: size,
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      fontSize: size * 0.45,
      fontWeight: 700,
    }}
  >
    {name.charAt(0).toUpperCase()}
  </Avatar>
);
