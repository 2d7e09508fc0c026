/**
 * Marks the heading a step opens on (it needs tabIndex={-1} to take the focus): the checkout's
 * useStepFocus moves the focus to it when a new step opens.
 */
export const STEP_HEADING = { 'data-step-heading': true } as const;
