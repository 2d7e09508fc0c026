/**
 * The Redux Toolkit API modules use for their own slices and endpoints, re-exported so one
 * tree-shaken copy rides inside the shared platform package.
 */
export {
  createAction,
  createAsyncThunk,
  createSelector,
  createSlice,
  isAnyOf,
  nanoid,
  type PayloadAction,
} from '@reduxjs/toolkit';
export type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
