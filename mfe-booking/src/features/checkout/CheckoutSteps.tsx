import { Step, StepLabel, Stepper } from '@portal/platform';
import { STEPS, type CheckoutStep } from './useCheckout';

const LABELS: Record<CheckoutStep, string> = {
  'passenger-info': 'Passenger Info',
  'seat-selection': 'Seat Selection',
  payment: 'Payment',
  confirmation: 'Confirmation',
};

/** Where the traveller is: earlier steps marked done, every step done once booked. */
export const CheckoutSteps = ({ step }: { step: CheckoutStep }) => {
  const active = STEPS.indexOf(step);
  const booked = step === 'confirmation';
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="Booking steps">
      {STEPS.map((name, index) => (
        <Step
          key={name}
          completed={index < active || booked}
          data-testid={`step-${name}`}
          data-state={index < active || booked ? 'done' : index === active ? 'current' : 'next'}
        >
          <StepLabel>{LABELS[name]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};
