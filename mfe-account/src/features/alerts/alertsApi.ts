import { api, parseWith, type PriceAlert, type PriceAlertDetail } from '@portal/platform';
import { priceAlertsFrom } from './readAlerts';

const LIST = { type: 'Alert' as const, id: 'LIST' };

/**
 * The traveller's price alerts (My Trips, Alerts tab): list, one alert's price history, pause or
 * resume, delete. The results page's 'Get Price Alerts' marks the list stale with the same tag.
 */
export const alertsApi = api.enhanceEndpoints({ addTagTypes: ['Alert'] }).injectEndpoints({
  endpoints: (build) => ({
    getPriceAlerts: build.query<PriceAlert[], void>({
      query: () => 'alerts',
      // Read without zod: one of My Trips' first answers.
      transformResponse: priceAlertsFrom,
      providesTags: (result) => [LIST, ...(result ?? []).map((alert) => ({ type: 'Alert' as const, id: alert.id }))],
    }),
    getPriceAlert: build.query<PriceAlertDetail, string>({
      query: (id) => `alerts/${encodeURIComponent(id)}`,
      transformResponse: parseWith((contracts) => contracts.priceAlertDetailSchema),
      providesTags: (_result, _error, id) => [{ type: 'Alert', id }],
    }),
    setPriceAlertPaused: build.mutation<PriceAlert, { id: string; paused: boolean }>({
      query: ({ id, paused }) => ({ url: `alerts/${encodeURIComponent(id)}`, method: 'PATCH', body: { paused } }),
      transformResponse: parseWith((contracts) => contracts.priceAlertSchema),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Alert', id }],
    }),
    deletePriceAlert: build.mutation<void, string>({
      query: (id) => ({ url: `alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetPriceAlertsQuery,
  useGetPriceAlertQuery,
  useSetPriceAlertPausedMutation,
  useDeletePriceAlertMutation,
} = alertsApi;
