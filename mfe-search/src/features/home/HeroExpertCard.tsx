import { Avatar, Box, Grid, Paper, SupportAgentIcon, Typography, alpha, useBrand } from '@portal/platform';
import { Figure } from './Figure';

/** The hero's side card: the agents behind the phone line and its hours, and two of the landing page's figures. */
export const HeroExpertCard = () => {
  const { contact } = useBrand();
  return (
    <Paper
      elevation={0}
      sx={(theme) => ({
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        color: 'inherit',
        bgcolor: alpha(theme.palette.primary.contrastText, 0.1),
        border: 1,
        borderColor: alpha(theme.palette.primary.contrastText, 0.25),
        backdropFilter: 'blur(6px)',
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar sx={{ bgcolor: 'accent.main', color: 'accent.contrastText', width: 56, height: 56 }}>
          <SupportAgentIcon />
        </Avatar>
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            Travel experts on call
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {contact.hours}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.9, mb: 3 }}>
        Real agents who build multi-city trips, find fares the search cannot, and handle changes and refunds for you.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={6}>
          <Figure tone="light" value="800+" label="airlines" />
        </Grid>
        <Grid size={6}>
          <Figure tone="light" value="Up to $500" label="savings" />
        </Grid>
      </Grid>
    </Paper>
  );
};
