import { Alert, AlertTitle } from '@portal/platform';
import type { DeclineExplanation } from './declineExplanation';

export const DECLINE_NOTICE_ID = 'card-decline-notice';

/** Why the card was refused and what to do, beside the card fields (the toast alone is easy to miss). */
export const DeclineNotice = ({ title, decline }: { title: string; decline: DeclineExplanation }) => (
  <Alert severity="error" id={DECLINE_NOTICE_ID} data-testid="card-decline">
    <AlertTitle>{title}</AlertTitle>
    {decline.reason}
    {decline.advice && ` ${decline.advice}`}
  </Alert>
);
