import type { LoadedSession, SessionStore, StoredFields } from '../../src/http/sessions/sessionStore';

/** A session store in memory, for the session middleware's own tests: it records what it was asked. */
export const createMemorySessionStore = () => {
  const rows = new Map<string, { fields: StoredFields; expires: number }>();
  const calls = { reads: [] as string[], saves: [] as string[], touches: [] as string[], destroys: [] as string[] };
  const store: SessionStore = {
    read: async (sid: string): Promise<LoadedSession | null> => {
      calls.reads.push(sid);
      const row = rows.get(sid);
      return row ? { fields: JSON.parse(JSON.stringify(row.fields)) as StoredFields, account: undefined } : null;
    },
    save: async (sid: string, fields: StoredFields, expires: number) => {
      calls.saves.push(sid);
      rows.set(sid, { fields: JSON.parse(JSON.stringify(fields)) as StoredFields, expires });
    },
    touch: (sid: string, expires: number) => {
      calls.touches.push(sid);
      const row = rows.get(sid);
      if (row) row.expires = expires;
      return undefined;
    },
    destroy: async (sid: string) => {
      calls.destroys.push(sid);
      rows.delete(sid);
    },
    prune: async () => undefined,
  };
  return { store, rows, calls };
};

export type MemorySessionStore = ReturnType<typeof createMemorySessionStore>;
