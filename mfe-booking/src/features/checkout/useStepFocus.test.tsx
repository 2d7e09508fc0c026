import { lazy, Suspense, useRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { useStepFocus } from './useStepFocus';

// A step fetched when reached, as the confirmation is.
const Confirmation = lazy(() =>
  Promise.resolve({
    default: () => (
      <h2 tabIndex={-1} data-step-heading>
        Your booking is confirmed
      </h2>
    ),
  }),
);

// As the checkout draws them: the heading of a step before the confirmation is the page's own,
// the confirmation brings its own heading.
const Checkout = ({ step }: { step: 'payment' | 'confirmation' }) => {
  const content = useRef<HTMLDivElement>(null);
  useStepFocus(step, content);
  return (
    <div ref={content}>
      {step === 'payment' && (
        <h2 tabIndex={-1} data-step-heading>
          Payment details
        </h2>
      )}
      <Suspense fallback={<p>Loading the step</p>}>
        {step === 'payment' ? <p>Card details</p> : <Confirmation />}
      </Suspense>
    </div>
  );
};

beforeEach(() => {
  window.scrollTo = jest.fn();
});

test('the step the page opens on keeps the focus where it is', () => {
  render(<Checkout step="payment" />);
  expect(screen.getByRole('heading', { name: 'Payment details' })).not.toHaveFocus();
});

test('a step fetched when reached takes the focus on its heading once it has arrived, and the page goes back to the top', async () => {
  const { rerender } = render(<Checkout step="payment" />);

  rerender(<Checkout step="confirmation" />);

  await waitFor(() => expect(screen.getByRole('heading', { name: 'Your booking is confirmed' })).toHaveFocus());
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
});
