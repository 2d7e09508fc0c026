import { lazy, Suspense, useState } from 'react';
import { Button, NotificationsActiveIcon, type AlertRequestInput } from '@portal/platform';

// The dialog (and its form) is fetched when first opened, not with the results page.
const PriceAlertDialog = lazy(() => import('./PriceAlertDialog').then((m) => ({ default: m.PriceAlertDialog })));

interface PriceAlertButtonProps {
  search: AlertRequestInput['search'];
  currency?: string;
  route: string;
}

/** 'Get Price Alerts' on a results page: opens the alert dialog for the search shown. */
export const PriceAlertButton = ({ search, currency, route }: PriceAlertButtonProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="text"
        onClick={() => setOpen(true)}
        startIcon={<NotificationsActiveIcon />}
        aria-haspopup="dialog"
      >
        Get Price Alerts
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PriceAlertDialog search={search} currency={currency} route={route} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
