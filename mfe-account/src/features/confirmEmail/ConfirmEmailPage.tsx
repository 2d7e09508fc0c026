import { useConfirmEmailMutation } from '../../api/accountApi';
import { OneTimeLinkPage } from '../../shared/OneTimeLinkPage';

/**
 * /confirm-email?token=…: the link from the confirmation e-mail. A link that did not work points
 * to the profile for a new one.
 */
export const ConfirmEmailPage = () => (
  <OneTimeLinkPage
    useSpendToken={useConfirmEmailMutation}
    testId="page-confirm-email"
    title="Confirm your e-mail"
    subtitle="Confirming your address lets your account hold it."
    pendingLabel="Confirming your e-mail address"
    failure="We could not confirm your e-mail address. Please try again."
    incomplete="This confirmation link is incomplete. Please use the whole link from the e-mail."
    next={{ to: '/account-settings', label: 'Go to your account' }}
  />
);
