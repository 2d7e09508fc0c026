import { api, parseWith, type AlertCreated, type AlertRequestInput } from '@portal/platform';

/**
 * Setting a price alert from the results page (POST /api/alerts). The 'Alert' tag is the one the
 * account area's alert list provides, so a list already loaded shows the new alert.
 */
export const priceAlertApi = api.enhanceEndpoints({ addTagTypes: ['Alert'] }).injectEndpoints({
  endpoints: (build) => ({
    createPriceAlert: build.mutation<AlertCreated, AlertRequestInput>({
      query: (body) => ({ url: 'alerts', method: 'POST', body }),
      transformResponse: parseWith((contracts) => contracts.alertCreatedSchema),
      invalidatesTags: [{ type: 'Alert', id: 'LIST' }],
    }),
  }),
});

export const { useCreatePriceAlertMutation } = priceAlertApi;
