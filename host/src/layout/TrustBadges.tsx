import { Box, LockIcon, StarIcon, Typography, VerifiedIcon, WorkspacePremiumIcon } from '@portal/platform';

const CLAIMS = [
  { label: '256-bit encryption', Icon: LockIcon },
  { label: 'IATA certified', Icon: VerifiedIcon },
  { label: '4.9 rating', Icon: StarIcon },
  { label: 'Best price guarantee', Icon: WorkspacePremiumIcon },
] as const;

/** The agency's four trust claims, shown as badges. */
export const TrustBadges = () => (
  <Box
    component="ul"
    aria-label="Why book with us"
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    }}
  >
    {CLAIMS.map(({ label, Icon }) => (
      <Box
        component="li"
        key={label}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Icon sx={{ color: 'primary.main' }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Box>
    ))}
  </Box>
);
