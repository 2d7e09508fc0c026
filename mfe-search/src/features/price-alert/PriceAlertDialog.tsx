import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  errorMessage,
  useSessionUser,
  useToast,
  type AlertRequestInput,
} from '@portal/platform';
import { FormTextField, useForm } from '@portal/platform/forms';
import { EMPTY_ALERT_FORM, alertFormResolver, alertRequestOf, type AlertFormValues } from './alertForm';
import { useCreatePriceAlertMutation } from './alertsApi';

interface PriceAlertDialogProps {
  search: AlertRequestInput['search'];
  /** The currency the search's prices are in, shown beside the target price. */
  currency?: string;
  /** Where the route is named: 'London (LHR) → New York (JFK)'. */
  route: string;
  onClose(): void;
}

const gatewayFieldIssues = (error: unknown): [string, string][] => {
  const issues = (error as { data?: { issues?: { path?: unknown[]; message?: string }[] } })?.data?.issues ?? [];
  return issues.flatMap((issue) =>
    typeof issue.path?.[0] === 'string' && issue.message ? [[issue.path[0], issue.message] as [string, string]] : [],
  );
};

/**
 * Sets a price alert on the search shown: an optional target price and, for a guest, the address
 * to confirm. A signed-in traveller's alert starts at once and is listed in My Trips.
 */
export const PriceAlertDialog = ({ search, currency, route, onClose }: PriceAlertDialogProps) => {
  const user = useSessionUser();
  const guest = !user;
  const [create, { isLoading }] = useCreatePriceAlertMutation();
  const { toast } = useToast();
  const { control, handleSubmit, setError } = useForm<AlertFormValues>({
    resolver: alertFormResolver(guest),
    defaultValues: EMPTY_ALERT_FORM,
  });

  const submit = handleSubmit(async (values) => {
    const result = await create(alertRequestOf(search, values, guest));
    if (result.error) {
      for (const [field, message] of gatewayFieldIssues(result.error))
        if (field in EMPTY_ALERT_FORM) setError(field as keyof AlertFormValues, { message });
      toast({
        title: 'Could not set the price alert',
        description: errorMessage(result.error, 'Please try again later.'),
        variant: 'destructive',
      });
      return;
    }
    toast(
      result.data.status === 'pending_confirmation'
        ? {
            title: 'Check your inbox',
            description: `We sent a link to ${values.email.trim()}: your price alert starts once you confirm it.`,
          }
        : {
            title: 'Price alert set',
            description: `We will e-mail ${user?.email ?? 'you'} when the price drops. Your alerts are in My Trips.`,
          },
    );
    onClose();
  });

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="price-alert-title" fullWidth maxWidth="xs">
      <DialogTitle id="price-alert-title">Get price alerts</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label="Get price alerts">
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              We check {route} every few hours and e-mail you when the price drops, or falls below your target.
            </DialogContentText>
            <FormTextField
              control={control}
              name="targetPrice"
              label="Target price (optional)"
              inputMode="decimal"
              hint="Leave empty to hear of any drop of 5% or more"
              slotProps={
                currency
                  ? { input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> } }
                  : undefined
              }
            />
            {guest && (
              <FormTextField
                control={control}
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                required
                hint="We send a link to confirm the alert"
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Setting...' : 'Set Alert'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
