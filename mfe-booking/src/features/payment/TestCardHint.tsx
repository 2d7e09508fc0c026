import { Alert, useGetSystemModeQuery } from '@portal/platform';

/** In test mode only (GET /api/system/mode), the card that always succeeds. */
export const TestCardHint = () => {
  const { data } = useGetSystemModeQuery();
  if (!data || data.isLiveMode) return null;
  return <Alert severity="info">Test mode: use 4242 4242 4242 4242 with any future date and any CVV</Alert>;
};
