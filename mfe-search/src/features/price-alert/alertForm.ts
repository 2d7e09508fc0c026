import { loadValidation, type AlertRequestInput } from '@portal/platform';
import { type useForm } from '@portal/platform/forms';

export interface AlertFormValues {
  /** Optional: empty means 'any meaningful drop'. */
  targetPrice: string;
  /** Asked of guests only; a signed-in traveller's confirmed address is used. */
  email: string;
}

type AlertFormResolver = NonNullable<NonNullable<Parameters<typeof useForm<AlertFormValues>>[0]>['resolver']>;

export const EMPTY_ALERT_FORM: AlertFormValues = { targetPrice: '', email: '' };

/**
 * Checks the form with the contract's own rules (fetched with the contracts on first use): the
 * target price when one is given, and the address when the visitor is a guest.
 */
export const alertFormResolver =
  (guest: boolean): AlertFormResolver =>
  async (values) => {
    const { alertRequestSchema } = await loadValidation();
    const { targetPrice, email } = alertRequestSchema.shape;
    const errors: Partial<Record<keyof AlertFormValues, { type: string; message: string }>> = {};
    if (values.targetPrice.trim()) {
      const checked = targetPrice.safeParse(values.targetPrice);
      if (!checked.success) errors.targetPrice = { type: 'contract', message: checked.error.issues[0]?.message ?? '' };
    }
    if (guest) {
      const checked = email.unwrap().safeParse(values.email);
      if (!checked.success) errors.email = { type: 'contract', message: checked.error.issues[0]?.message ?? '' };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

/** The request body: the target only when one is given, the address only for a guest. */
export const alertRequestOf = (
  search: AlertRequestInput['search'],
  values: AlertFormValues,
  guest: boolean,
): AlertRequestInput => ({
  search,
  ...(values.targetPrice.trim() ? { targetPrice: values.targetPrice.trim() } : {}),
  ...(guest ? { email: values.email.trim() } : {}),
});
