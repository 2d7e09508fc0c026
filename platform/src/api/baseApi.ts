import { createApi } from '@reduxjs/toolkit/query/react';
import { csrfBaseQuery } from './csrfBaseQuery';

/**
 * The one RTK Query api of the portal. It has no endpoints of its own: every module adds its
 * calls with api.injectEndpoints in its own folder. Tag types are declared here, up front.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: csrfBaseQuery,
  tagTypes: [
    'Session',
    'Brand',
    'SystemMode',
    'Remotes',
    'Offer',
    'Search',
    'Booking',
    'AdminSettings',
    'AdminBrand',
    'Content',
    'Submission',
    'Traveller',
  ],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
