import { Button, RouterLink, Typography, formatCardDate, formatPrice, type FlexibleDay } from '@portal/platform';

const priceText = (day: FlexibleDay): string =>
  day.status === 'priced' && day.price
    ? formatPrice(day.price.amount, day.price.currency)
    : day.status === 'none'
      ? 'No flights'
      : 'Price unknown';

/** One day of the strip: its date and cheapest price; the chosen day is marked, the others switch the search to them. */
export const FlexibleDateButton = ({ day, chosen, href }: { day: FlexibleDay; chosen: boolean; href: string }) => {
  const date = formatCardDate(day.departureDate);
  const price = priceText(day);
  return (
    <Button
      component={RouterLink}
      to={href}
      variant={chosen ? 'contained' : 'outlined'}
      aria-current={chosen ? 'date' : undefined}
      aria-label={`${date}${day.returnDate ? ` to ${formatCardDate(day.returnDate)}` : ''}: ${price}`}
      sx={{ flexDirection: 'column', minWidth: 112, py: 1, flexShrink: 0 }}
    >
      <Typography variant="caption" component="span">
        {date}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
        {price}
      </Typography>
    </Button>
  );
};
