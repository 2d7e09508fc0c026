import { useReducer } from 'react';
import type { BookingResult, Passenger, SeatSelection } from '@portal/platform';

export const STEPS = ['passenger-info', 'seat-selection', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof STEPS)[number];

export interface CheckoutState {
  step: CheckoutStep;
  passengers: Passenger[] | null;
  seats: SeatSelection[];
  result: BookingResult | null;
}

type Action =
  | { type: 'passengers'; passengers: Passenger[] }
  | { type: 'seats'; seats: SeatSelection[] }
  | { type: 'payment'; withoutSeats: boolean }
  | { type: 'back-to-seats' }
  | { type: 'booked'; result: BookingResult };

const reduce = (state: CheckoutState, action: Action): CheckoutState => {
  switch (action.type) {
    case 'passengers':
      return { ...state, passengers: action.passengers, step: 'seat-selection' };
    case 'seats':
      return { ...state, seats: action.seats };
    case 'payment':
      return { ...state, seats: action.withoutSeats ? [] : state.seats, step: 'payment' };
    case 'back-to-seats':
      return { ...state, step: 'seat-selection' };
    case 'booked':
      return { ...state, result: action.result, step: 'confirmation' };
  }
};

const INITIAL: CheckoutState = { step: 'passenger-info', passengers: null, seats: [], result: null };

/**
 * The checkout's state, held by the page (not in the store): passengers, seats and the step
 * survive going back from payment to seats. Card details never come here; they live and die in
 * the payment form.
 */
export const useCheckout = () => {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  return {
    state,
    passengersEntered: (passengers: Passenger[]) => dispatch({ type: 'passengers', passengers }),
    seatsChanged: (seats: SeatSelection[]) => dispatch({ type: 'seats', seats }),
    toPayment: (withoutSeats: boolean) => dispatch({ type: 'payment', withoutSeats }),
    backToSeats: () => dispatch({ type: 'back-to-seats' }),
    booked: (result: BookingResult) => dispatch({ type: 'booked', result }),
  };
};
