import type { SystemMode } from '@portal/platform-common/contracts';
import { readSystemMode } from '../boot/bootChecks';
import { api } from '../api/baseApi';
import { createLogger } from '../log';

const log = createLogger('platform');

/** What the portal assumes whenever the mode cannot be read: the sandbox, so no real booking or charge is made by mistake. */
export const TEST_MODE: SystemMode = { isLiveMode: false, mode: 'test' };

export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/system/mode; a failure or an unreadable answer means test mode. */
    getSystemMode: build.query<SystemMode, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('system/mode');
        const mode = readSystemMode(result.data);
        if (result.error || !mode) {
          log.warn('could not read the system mode; assuming test mode', result.error?.status ?? 'unexpected answer');
          return { data: TEST_MODE };
        }
        return { data: mode };
      },
      providesTags: ['SystemMode'],
    }),
  }),
});

export const { useGetSystemModeQuery } = systemApi;
