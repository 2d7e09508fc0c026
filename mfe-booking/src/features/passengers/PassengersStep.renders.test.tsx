import { act } from '@testing-library/react';
import { json, makeBookableOffer, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { PassengersStep } from './PassengersStep';

// Counts the renders of each passenger's block, each rendered as itself.
const mockBlockRenders: number[] = [];
jest.mock('./PassengerFields', () => {
  const { PassengerFields } = jest.requireActual('./PassengerFields');
  return {
    PassengerFields: (props: { index: number }) => {
      mockBlockRenders[props.index] = (mockBlockRenders[props.index] ?? 0) + 1;
      return PassengerFields(props);
    },
  };
});

test('opening the passenger step renders each passenger’s block once: the form becoming ready and the offer check do not render them again', async () => {
  const offer = makeBookableOffer();
  mockGateway({
    [`GET /api/flights/verify-offer/${offer.id}`]: () =>
      json({ valid: true, message: 'Offer is valid', expires_at: null }),
  });
  renderWithProviders(<PassengersStep offer={offer} types={['adult', 'child']} saved={null} onSubmit={jest.fn()} />);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(mockBlockRenders).toEqual([1, 1]);
});
