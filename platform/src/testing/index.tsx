import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createPortalStore, type RootState } from '../store/store';
import { PortalProviders } from '../PortalProviders';
import { sessionApi } from '../session/sessionApi';
import type { SessionUser } from '@portal/platform-common/contracts';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The address the memory router starts at. */
  route?: string;
  preloadedState?: Partial<RootState>;
  /** Puts this user (or a signed-out session) in the store before rendering. */
  user?: SessionUser | null;
}

export const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  username: 'jdoe',
  email: 'jane@example.com',
  emailConfirmed: true,
  firstName: 'Jane',
  lastName: 'Doe',
  createdAt: '2026-01-15T10:00:00.000Z',
  isAdmin: false,
  roles: ['traveller'],
  ...overrides,
});

/** Renders `ui` as a module page: the real store, theme and a memory router at `route`. */
export const renderWithProviders = (
  ui: ReactElement,
  { route = '/', preloadedState, user, ...options }: RenderWithProvidersOptions = {},
) => {
  const store = createPortalStore(preloadedState);
  if (user !== undefined) {
    store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, user));
  }
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <PortalProviders store={store}>
      <RouterProvider router={router} />
    </PortalProviders>,
    options,
  );
  return { store, router, user: userEvent.setup(), ...result };
};

export { makeUser as makeSessionUser };
export { json, mockGateway, type MockedCall } from './mockGateway';
export { pageText } from './pageText';
export { makeSeatMap, type SeatMapSpec } from './seatMapFixtures';
export {
  carrier,
  daysFromToday,
  makeBookableOffer,
  makeOffer,
  makeOffers,
  makeSlice,
  place,
  searchResponse,
  TRAVEL_DATE,
  type BookableOfferSpec,
  type OfferSpec,
  type SliceSpec,
} from './offerFixtures';
export {
  expectReadAsContract,
  nearMissesOf,
  withOneFieldAltered,
  withOneValueAlteredInside,
} from '@portal/platform-common/testing';
