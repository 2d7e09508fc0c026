import type { PublicBrand } from '@portal/platform-common/contracts';
import { useBrand } from '../store/hooks';
import { IconButton, Stack } from './components';
import { FacebookIcon, InstagramIcon, XIcon } from './icons';

const NETWORKS: readonly { key: keyof PublicBrand['social']; label: string; Icon: typeof FacebookIcon }[] = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'twitter', label: 'X (Twitter)', Icon: XIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
];

/** The brand's social profiles; a network the brand leaves empty is not shown. */
export const SocialLinks = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const { name, social } = useBrand();
  const present = NETWORKS.filter(({ key }) => social[key]);
  if (present.length === 0) return null;

  return (
    <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {present.map(({ key, label, Icon }) => (
        <li key={key}>
          <IconButton
            component="a"
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${label}`}
            size={size}
            sx={{ color: 'text.secondary', border: 1, borderColor: 'divider', '&:hover': { color: 'primary.main' } }}
          >
            <Icon fontSize="small" />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
};
