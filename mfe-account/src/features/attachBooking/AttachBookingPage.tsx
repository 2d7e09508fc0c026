import { OneTimeLinkPage } from '../../shared/OneTimeLinkPage';
import { useAttachBookingMutation } from './attachBookingApi';

/**
 * /attach-booking?token=…: the link in the confirmation e-mail of a guest booking made with the
 * address an account holds. Adds the booking to that account and says so.
 */
export const AttachBookingPage = () => (
  <OneTimeLinkPage
    useSpendToken={useAttachBookingMutation}
    testId="page-attach-booking"
    title="Add a booking to My Trips"
    subtitle="A booking made with your e-mail address joins your account."
    pendingLabel="Adding the booking"
    failure="We could not add the booking. Please try again."
    incomplete="This link is incomplete. Please use the whole link from the e-mail."
    next={{ to: '/my-trips', label: 'Go to My Trips' }}
  />
);
