import { Typography } from '@portal/platform';
import { STEP_HEADING } from '../../shared/stepHeading';

/** A step's heading, focused when the step opens. */
export const StepHeading = ({ children }: { children: string }) => (
  <Typography variant="h5" component="h2" tabIndex={-1} {...STEP_HEADING} sx={{ outline: 'none' }}>
    {children}
  </Typography>
);
