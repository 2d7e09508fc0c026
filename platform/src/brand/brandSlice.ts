import { createSlice } from '@reduxjs/toolkit';
import type { PublicBrand } from '@portal/platform-common/contracts';
import { brandApi } from './brandApi';
import { DEFAULT_BRAND } from '@portal/platform-common/brand';

export interface BrandState {
  brand: PublicBrand;
  status: 'loading' | 'ready';
  failure: string | null;
}

const initialState: BrandState = { brand: DEFAULT_BRAND, status: 'loading', failure: null };

/** The brand the page is shown under: starts as the default, replaced when the fetch settles. */
export const brandSlice = createSlice({
  name: 'brand',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(brandApi.endpoints.getBrand.matchFulfilled, (state, { payload }) => {
      state.brand = payload.brand;
      state.failure = payload.failure ?? null;
      state.status = 'ready';
    });
    builder.addMatcher(brandApi.endpoints.getBrand.matchRejected, (state, { error }) => {
      if (error.name === 'ConditionError') return;
      state.brand = DEFAULT_BRAND;
      state.failure = `Failed to load brand: ${error.message ?? 'unknown error'}`;
      state.status = 'ready';
    });
  },
  selectors: {
    selectBrand: (state) => state.brand,
    selectBrandStatus: (state) => state.status,
  },
});

export const { selectBrand, selectBrandStatus } = brandSlice.selectors;
