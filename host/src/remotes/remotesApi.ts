import { api, readRemoteRegistry, type RemoteRegistry } from '@portal/platform';

export const remotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/remotes: which module owns which routes and where its manifest is published. */
    getRemotes: build.query<RemoteRegistry, void>({
      query: () => 'remotes',
      transformResponse: (body: unknown) => {
        const registry = readRemoteRegistry(body);
        if (!registry) throw new Error('GET /api/remotes did not answer a remote registry');
        return registry;
      },
      providesTags: ['Remotes'],
    }),
  }),
});

export const { useGetRemotesQuery } = remotesApi;
