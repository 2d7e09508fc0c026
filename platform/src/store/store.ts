import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/baseApi';
import { brandSlice } from '../brand/brandSlice';
import { sessionSlice } from '../session/sessionSlice';
import { toastSlice } from '../toast/toastSlice';

/** Modules augment this with the slices they inject: `rootReducer.inject(mySlice)`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  sessionSlice,
  brandSlice,
  toastSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The one store of the page. Only the shell (or a module's dev shell) calls this. */
export const createPortalStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
