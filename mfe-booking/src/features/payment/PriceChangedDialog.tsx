import { useRef } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@portal/platform';
import { PriceLine } from '../../shared/PriceLine';
import { formatPriceChange, type PriceChange } from './priceChange';

interface PriceChangedDialogProps {
  /** The change to ask about; null: closed. */
  change: PriceChange | null;
  /** Book at the new price. */
  onAccept: () => void;
  /** Do not book: back to the results. */
  onDecline: () => void;
  /** Escape: stay on the page, nothing booked (the next Pay asks again). */
  onDismiss: () => void;
}

/**
 * Asked when the gateway answers 409 PRICE_CHANGED: the total the page showed, the total now,
 * and nothing charged until the traveller says yes. It knows nothing of how the card is entered.
 */
export const PriceChangedDialog = ({ change, onAccept, onDecline, onDismiss }: PriceChangedDialogProps) => {
  // While closing, the dialog still shows the prices it asked about.
  const last = useRef<PriceChange | null>(null);
  if (change) last.current = change;
  const shown = last.current ? formatPriceChange(last.current) : null;
  return (
    <Dialog
      open={Boolean(change)}
      onClose={onDismiss}
      aria-labelledby="price-changed-title"
      aria-describedby="price-changed-text"
    >
      <DialogTitle id="price-changed-title">The price has changed</DialogTitle>
      <DialogContent id="price-changed-text">
        <DialogContentText sx={{ mb: 2 }}>
          The price of this flight has gone up. Nothing has been charged.
        </DialogContentText>
        {shown && (
          <Stack spacing={1}>
            <PriceLine label="Previous total" value={shown.was} testId="price-was" />
            <PriceLine label="New total" value={shown.now} testId="price-now" strong />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline}>Back to results</Button>
        <Button variant="contained" onClick={onAccept}>
          Book at the new price
        </Button>
      </DialogActions>
    </Dialog>
  );
};
