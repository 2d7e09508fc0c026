import { useCallback, useState } from 'react';
import { createLogger } from '@portal/platform';
import type * as AirportsNamespace from '@portal/platform/airports';

type AirportsModule = typeof AirportsNamespace;

export type AirportListState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; airports: AirportsModule };

const log = createLogger('mfe-search');
let loaded: AirportsModule | null = null;
let loading: Promise<AirportsModule> | null = null;

// The 330-airport list is a chunk of its own, fetched the first time someone types in a picker.
const loadAirports = (): Promise<AirportsModule> => {
  loading ??= import('@portal/platform/airports').then(
    (airports) => (loaded = airports),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** The built-in airport list, loaded on demand; a failed load is retried on the next `load()`. */
export const useAirportList = () => {
  const [state, setState] = useState<AirportListState>(() =>
    loaded ? { status: 'ready', airports: loaded } : { status: 'idle' },
  );

  const load = useCallback(() => {
    if (loaded) {
      setState({ status: 'ready', airports: loaded });
      return;
    }
    setState({ status: 'loading' });
    loadAirports().then(
      (airports) => setState({ status: 'ready', airports }),
      (error: unknown) => {
        log.error('could not load the airport list', error);
        setState({ status: 'error' });
      },
    );
  }, []);

  return { state, load };
};
