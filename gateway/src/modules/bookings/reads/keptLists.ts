import type { PreparedJson } from '../../../http/preparedJson';
import type { ProviderMode } from '../../../providers';

/** When a list's statuses were worked out, by the clock of each mode its bookings are in. */
export interface ClockSpan {
  /** That mode's time when the list was made: a clock set back makes the list unusable. */
  from: number;
  /** The first moment a status or a Cancel offer in it changes (a departure, a landing), or Infinity. */
  until: number;
}

export interface KeptList {
  /** The account's bookings' version the list was read at (users.bookings_version). */
  version: string;
  clocks: Partial<Record<ProviderMode, ClockSpan>>;
  answer: PreparedJson;
}

const DEFAULT_BUDGET_BYTES = 16 * 1024 * 1024;

/**
 * My Trips lists kept per account in this process, answered again only while the account's
 * bookings' version (read with the session on every request, so a change made by any replica
 * shows at once) and every clock the statuses depend on are where they were. Keyed by the
 * session's account id, never shared between accounts; the least recently read go first once
 * the JSON passes the budget.
 */
export const createKeptLists = (now: (mode: ProviderMode) => number, budgetBytes = DEFAULT_BUDGET_BYTES) => {
  const lists = new Map<string, KeptList>();
  let bytes = 0;

  const forget = (accountId: string) => {
    const kept = lists.get(accountId);
    if (!kept) return;
    lists.delete(accountId);
    bytes -= kept.answer.body.length;
  };

  const current = (kept: KeptList, version: string): boolean => {
    if (kept.version !== version) return false;
    for (const [mode, span] of Object.entries(kept.clocks) as [ProviderMode, ClockSpan][]) {
      const at = now(mode);
      if (at < span.from || at >= span.until) return false;
    }
    return true;
  };

  return {
    /** The kept answer for this account at this version, if it is still what a fresh read would give. */
    find(accountId: string, version: string): PreparedJson | undefined {
      const kept = lists.get(accountId);
      if (!kept) return undefined;
      if (!current(kept, version)) {
        forget(accountId);
        return undefined;
      }
      // Read again: to the back of the eviction order.
      lists.delete(accountId);
      lists.set(accountId, kept);
      return kept.answer;
    },

    keep(accountId: string, kept: KeptList): void {
      forget(accountId);
      if (kept.answer.body.length > budgetBytes) return;
      lists.set(accountId, kept);
      bytes += kept.answer.body.length;
      for (const oldest of lists.keys()) {
        if (bytes <= budgetBytes) break;
        forget(oldest);
      }
    },

    get size() {
      return lists.size;
    },
  };
};

export type KeptLists = ReturnType<typeof createKeptLists>;
