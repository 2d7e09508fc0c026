import { Avatar } from '@portal/platform';

/** The signed-in user's initial: the first letter of the display name, upper-cased. */
export const UserAvatar = ({ name, size = 36 }: { name: string; size?: number }) => (
  <Avatar
    aria-hidden
    sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: size * 0.45, fontWeight: 700 }}
  >
    {name.charAt(0).toUpperCase()}
  </Avatar>
);
