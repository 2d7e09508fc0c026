import { Box, Button, PhoneIcon, Stack, Typography, alpha, supportCaption } from '@portal/platform';

interface Props {
  name: string;
  logo: string;
  phone: string;
  hours: string;
}

const NAV = ['Home', 'My Trips', 'Support'];

/** The site header's look (host Header): logo, navigation with Home current, support phone under its hours, sign-in. */
export const PreviewHeader = ({ name, logo, phone, hours }: Props) => (
  <Box
    sx={(theme) => ({
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      px: 2,
      py: 1.5,
      bgcolor: alpha(theme.palette.background.default, 0.8),
      borderBottom: 1,
      borderColor: 'divider',
      flexWrap: 'wrap',
    })}
  >
    {logo ? (
      <Box
        component="img"
        src={logo}
        alt={name || 'Brand logo'}
        sx={{ display: 'block', maxHeight: 40, maxWidth: 140, height: 'auto', width: 'auto' }}
      />
    ) : (
      <Typography sx={{ fontWeight: 700 }}>{name || 'Brand name'}</Typography>
    )}
    <Stack direction="row" spacing={0.5} component="nav" aria-label="Preview navigation">
      {NAV.map((label, index) => (
        <Box
          key={label}
          component="span"
          sx={(theme) => ({
            px: 1,
            py: 0.5,
            borderRadius: 1,
            fontSize: 14,
            fontWeight: 600,
            color: index === 0 ? 'primary.main' : 'text.secondary',
            bgcolor: index === 0 ? alpha(theme.palette.primary.main, 0.1) : 'transparent',
          })}
        >
          {label}
        </Box>
      ))}
    </Stack>
    <Box sx={{ flexGrow: 1 }} />
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
      <PhoneIcon fontSize="small" aria-hidden />
      <Box>
        {hours.trim() && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
            {supportCaption(hours.trim())}
          </Typography>
        )}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {phone || 'Support phone'}
        </Typography>
      </Box>
    </Stack>
    <Button size="small" variant="contained" tabIndex={-1}>
      Sign Up
    </Button>
  </Box>
);
