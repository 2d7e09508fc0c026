import { api, remoteRegistrySchema, type RemoteRegistry } from '@portal/platform';

export const remotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/remotes: which module owns which routes and where its manifest is published. */
    getRemotes: build.query<RemoteRegistry, void>({
      query: () => 'remotes',
      transformResponse: (body: unknown) => remoteRegistrySchema.parse(body),
      providesTags: ['Remotes'],
    }),
  }),
});

export const { useGetRemotesQuery } = remotesApi;
