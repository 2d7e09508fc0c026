import { useEffect, useRef } from 'react';
import { Alert, AlertTitle, useToast, useMinutesRemaining } from '@portal/platform';

const WARNING_MINUTES = 5;

/** 'Offer Expiring Soon' under 5 minutes left: a banner, and a toast the first time. */
export const OfferExpiryNotice = ({ expiresAt }: { expiresAt: string | null }) => {
  const minutes = useMinutesRemaining(expiresAt);
  const { toast } = useToast();
  const warned = useRef(false);
  const soon = minutes !== null && minutes > 0 && minutes < WARNING_MINUTES;
  const text = `This offer expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Complete your booking to keep this price.`;

  useEffect(() => {
    if (!soon || warned.current) return;
    warned.current = true;
    toast({ title: 'Offer Expiring Soon', description: text });
  }, [soon, text, toast]);

  if (!soon) return null;
  return (
    <Alert severity="warning" data-testid="offer-expiring">
      <AlertTitle>Offer Expiring Soon</AlertTitle>
      {text}
    </Alert>
  );
};
