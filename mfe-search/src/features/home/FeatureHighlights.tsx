import { Container, Grid, Typography, useBrand } from '@portal/platform';
import { HighlightCard } from './HighlightCard';
import { HIGHLIGHTS, ROTATION_MS } from './highlights';
import { useRotatingIndex } from './useRotatingIndex';

/**
 * Four highlights whose emphasis moves every 3 seconds. The movement is decoration, so the grid
 * is not a live region: screen readers read the four cards once, not every 3 seconds.
 */
export const FeatureHighlights = () => {
  const { name } = useBrand();
  const active = useRotatingIndex(HIGHLIGHTS.length, ROTATION_MS);
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="home-highlights-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Typography
        id="home-highlights-title"
        variant="h4"
        component="h2"
        sx={{ fontWeight: 800, textAlign: 'center', mb: 1 }}
      >
        Why travellers book with {name}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5, maxWidth: 640, mx: 'auto' }}>
        Everything you need to fly for less, and people to call when plans change.
      </Typography>
      <Grid container spacing={3} aria-live="off">
        {HIGHLIGHTS.map((highlight, index) => (
          <Grid key={highlight.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <HighlightCard
              title={highlight.title}
              text={highlight.text}
              Icon={highlight.Icon}
              active={index === active}
            />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
};
