import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../store/store';
import type { ConsentRecord } from './consentStorage';

export interface ConsentState {
  /** 'unknown' until the remembered choice has been read from the browser. */
  status: 'unknown' | 'ready';
  choice: ConsentRecord | null;
  /** The visitor asked to review a choice already made (the cookie settings link). */
  settingsOpen: boolean;
}

const initialState: ConsentState = { status: 'unknown', choice: null, settingsOpen: false };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentRestored: (state, action: PayloadAction<ConsentRecord | null>) => {
      if (state.status === 'ready') return;
      state.status = 'ready';
      state.choice = action.payload;
    },
    consentChosen: (state, action: PayloadAction<ConsentRecord>) => {
      state.status = 'ready';
      state.choice = action.payload;
      state.settingsOpen = false;
    },
    consentSettingsOpened: (state) => {
      state.settingsOpen = true;
    },
    consentSettingsClosed: (state) => {
      state.settingsOpen = false;
    },
  },
  selectors: {
    selectConsentStatus: (state) => state.status,
    selectConsentChoice: (state) => state.choice,
    selectConsentSettingsOpen: (state) => state.settingsOpen,
  },
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging is how lazy slices are typed
  export interface LazyLoadedSlices extends WithSlice<typeof consentSlice> {}
}

/** Injected into the one root reducer when the platform loads; no module has to register it. */
const injectedConsentSlice = consentSlice.injectInto(rootReducer);

export const { consentRestored, consentChosen, consentSettingsOpened, consentSettingsClosed } = consentSlice.actions;
export const { selectConsentStatus, selectConsentChoice, selectConsentSettingsOpen } = injectedConsentSlice.selectors;
