import { createSlice } from '@reduxjs/toolkit';
import type { SessionUser, Role } from '@portal/platform-common/contracts';
import { sessionApi } from './sessionApi';

export interface SessionState {
  user: SessionUser | null;
  /** 'unknown' until the shell has asked the gateway who is signed in. */
  status: 'unknown' | 'signed-in' | 'signed-out';
}

const initialState: SessionState = { user: null, status: 'unknown' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(sessionApi.endpoints.getCurrentUser.matchFulfilled, (state, { payload }) => {
      state.user = payload;
      state.status = payload ? 'signed-in' : 'signed-out';
    });
    builder.addMatcher(sessionApi.endpoints.logout.matchFulfilled, (state) => {
      state.user = null;
      state.status = 'signed-out';
    });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectIsAdmin: (state) => state.user?.isAdmin ?? false,
    selectHasRole: (state, role: Role) => state.user?.roles.includes(role) ?? false,
  },
});

export const { selectUser, selectSessionStatus, selectIsAdmin, selectHasRole } = sessionSlice.selectors;

/** The spec's display name: first name, falling back to the username. */
export const displayNameOf = (user: Pick<SessionUser, 'firstName' | 'username'>): string =>
  user.firstName.trim() || user.username;
