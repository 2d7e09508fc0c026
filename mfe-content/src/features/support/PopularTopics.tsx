import { Box, Grid, Link, Paper, RouterLink, Typography } from '@portal/platform';
import { HELP_TOPIC_GROUPS } from './helpTopics';

/** Three groups of four links into the FAQ and the policies. */
export const PopularTopics = () => (
  <Box component="section" aria-labelledby="popular-topics" sx={{ mt: 8 }}>
    <Typography id="popular-topics" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
      Popular help topics
    </Typography>
    <Grid container spacing={3}>
      {HELP_TOPIC_GROUPS.map((group) => (
        <Grid key={group.title} size={{ xs: 12, md: 4 }}>
          <Paper
            component="nav"
            variant="outlined"
            aria-label={group.title}
            sx={{ p: 3, height: '100%', borderRadius: 2 }}
          >
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {group.title}
            </Typography>
            {/* A plain list: MUI's List parts would be fetched for these links alone. */}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.links.map((link) => (
                <Box component="li" key={link.label} sx={{ py: 0.5 }}>
                  <Link component={RouterLink} to={link.to} underline="hover">
                    {link.label}
                  </Link>
                </Box>
              ))}
            </Box>
          </Paper>
        </Grid>
      ))}
    </Grid>
  </Box>
);
