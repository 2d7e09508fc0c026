import { Box, ButtonBase, Card, CardContent, Grid, RouterLink, Typography } from '@portal/platform';

const CARDS = [
  { title: 'Booking questions', text: 'How far ahead to book, booking for others and confirmations.' },
  { title: 'Payments and refunds', text: 'Accepted payment methods and how long refunds take.' },
  { title: 'Changes and cancellations', text: 'Changing dates, names and baggage, or cancelling a trip.' },
  { title: 'Travel requirements', text: 'Passports, check-in times and what to bring to the airport.' },
] as const;

// Each card's face is the link, on the button base every page already has (CardActionArea
// would fetch a kit part for this section alone).
const CARD_LINK_SX = {
  display: 'block',
  width: 1,
  height: '100%',
  textAlign: 'inherit',
  borderRadius: 'inherit',
  '&:hover': { bgcolor: 'action.hover' },
} as const;

/** Four quick routes to the FAQ, for questions that do not need a message. */
export const ContactFaqCards = () => (
  <Box component="section" aria-labelledby="contact-faq" sx={{ mt: 8 }}>
    <Typography id="contact-faq" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
      Frequently asked questions
    </Typography>
    <Typography sx={{ color: 'text.secondary', mb: 3 }}>You may find your answer straight away.</Typography>
    <Grid container spacing={3}>
      {CARDS.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
            <ButtonBase component={RouterLink} to="/faq" sx={CARD_LINK_SX}>
              <CardContent>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                  {card.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {card.text}
                </Typography>
              </CardContent>
            </ButtonBase>
          </Card>
        </Grid>
      ))}
    </Grid>
  </Box>
);
