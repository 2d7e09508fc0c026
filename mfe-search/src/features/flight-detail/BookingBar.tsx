import {
  Box,
  Button,
  Container,
  Paper,
  Stack,
  Typography,
  RouterLink,
  formatTotal,
  useMediaQuery,
  type FlightOffer,
  type Theme,
} from '@portal/platform';

interface BookingBarProps {
  offer: FlightOffer;
  bookingTo: string;
}

/**
 * The total and 'Book This Flight', always in reach: held at the top of the page below the
 * site header on md and up, fixed to the bottom of the screen on smaller ones (the page keeps
 * room for it at its end).
 */
export const BookingBar = ({ offer, bookingTo }: BookingBarProps) => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });

  return (
    <Paper
      square={!wide}
      elevation={wide ? 2 : 8}
      data-testid="booking-bar"
      data-placement={wide ? 'top' : 'bottom'}
      sx={(theme) => ({
        position: wide ? 'sticky' : 'fixed',
        ...(wide ? { top: 72 } : { bottom: 0, left: 0, right: 0 }),
        zIndex: theme.zIndex.appBar - 1,
        py: 1.5,
        px: wide ? 3 : 0,
      })}
    >
      <Container maxWidth="lg" disableGutters={wide}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Total price
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ fontWeight: 700, lineHeight: 1.2 }}
              data-testid="booking-bar-total"
            >
              {formatTotal(offer.total_amount, offer.total_currency)}
            </Typography>
          </Box>
          <Button variant="contained" size="large" component={RouterLink} to={bookingTo}>
            Book This Flight
          </Button>
        </Stack>
      </Container>
    </Paper>
  );
};
