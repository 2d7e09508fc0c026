import { useCancelEmailChangeMutation } from '../../api/profileApi';
import { OneTimeLinkPage } from '../../shared/OneTimeLinkPage';

/**
 * /cancel-email-change?token=…: the link sent to the address an account leaves. Undoes the change
 * (other sessions end) and points to a password reset, since whoever asked knew the password.
 */
export const CancelEmailChangePage = () => (
  <OneTimeLinkPage
    useSpendToken={useCancelEmailChangeMutation}
    testId="page-cancel-email-change"
    title="Cancel the e-mail change"
    subtitle="Your account keeps this e-mail address."
    pendingLabel="Cancelling the e-mail change"
    failure="We could not cancel the e-mail change. Please try again."
    incomplete="This link is incomplete. Please use the whole link from the e-mail."
    next={{ to: '/forgot-password', label: 'Reset your password' }}
  />
);
