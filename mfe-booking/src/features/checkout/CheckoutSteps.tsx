import { Box } from '@portal/platform';
import { STEPS, type CheckoutStep } from './useCheckout';

const LABELS: Record<CheckoutStep, string> = {
  'passenger-info': 'Passenger Info',
  'seat-selection': 'Seat Selection',
  payment: 'Payment',
  confirmation: 'Confirmation',
};

const DOT = 24;

/** A done step's mark (Material's check). */
const Tick = () => (
  <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden focusable="false">
    <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
  </svg>
);

/**
 * Where the traveller is: earlier steps marked done, every step done once booked. An ordered list
 * (the current step `aria-current="step"`), each step's number or tick above its label, joined by
 * a line.
 */
export const CheckoutSteps = ({ step }: { step: CheckoutStep }) => {
  const active = STEPS.indexOf(step);
  const booked = step === 'confirmation';
  return (
    <Box
      component="ol"
      aria-label="Booking steps"
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${STEPS.length}, 1fr)`, listStyle: 'none', m: 0, p: 0 }}
    >
      {STEPS.map((name, index) => {
        const done = index < active || booked;
        const current = index === active && !booked;
        return (
          <Box
            component="li"
            key={name}
            data-testid={`step-${name}`}
            data-state={done ? 'done' : current ? 'current' : 'next'}
            aria-current={current ? 'step' : undefined}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              textAlign: 'center',
              '&:not(:first-of-type)::before': {
                content: '""',
                position: 'absolute',
                top: DOT / 2,
                left: `calc(-50% + ${DOT / 2 + 8}px)`,
                right: `calc(50% + ${DOT / 2 + 8}px)`,
                borderTop: 1,
                borderColor: 'grey.400',
              },
            }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{
                width: DOT,
                height: DOT,
                borderRadius: '50%',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 12,
                bgcolor: done || current ? 'primary.main' : 'grey.500',
                color: 'primary.contrastText',
              }}
            >
              {done ? <Tick /> : index + 1}
            </Box>
            <Box
              component="span"
              sx={{
                typography: 'body2',
                fontWeight: done || current ? 500 : 400,
                color: done || current ? 'text.primary' : 'text.secondary',
              }}
            >
              {LABELS[name]}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
