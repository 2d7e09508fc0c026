import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { SearchResponse } from '@portal/platform-common/contracts';
import { weakEtagOf } from '../../http/preparedJson';

const gzipped = promisify(gzip);

/** A results page as it goes on the wire: its JSON gzipped once, and a validator for it. */
export interface PreparedPage {
  gzip: Buffer;
  /** A weak validator of the JSON (the same for its gzipped and plain forms). */
  etag: string;
  /** The JSON itself, unzipped again for the rare client that takes no gzip. */
  json(): Buffer;
}

export const preparePage = async (page: SearchResponse): Promise<PreparedPage> => {
  const json = Buffer.from(JSON.stringify(page));
  const zipped = await gzipped(json);
  return {
    gzip: zipped,
    etag: weakEtagOf(json),
    json: () => gunzipSync(zipped),
  };
};

/** About 3,000 pages of 30 offers (10 KB gzipped each): a bounded share of one instance's memory. */
const DEFAULT_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * Prepared results pages by a key naming everything the page depends on (the offer request and
 * the moment its offers were read, the mode, the brand and its markup, the filters, sort and
 * page). The least recently used go first once the gzipped bytes pass the budget; an entry
 * whose preparation failed is forgotten.
 */
export const createPageCache = (budgetBytes = DEFAULT_BUDGET_BYTES) => {
  const pages = new Map<string, { page: Promise<PreparedPage>; bytes: number }>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    bytes -= entry.bytes;
  };

  return {
    /** The page under `key`, prepared by `prepare` when this instance has none. */
    get(key: string, prepare: () => Promise<PreparedPage>): Promise<PreparedPage> {
      const known = pages.get(key);
      if (known) {
        // Map order is insertion order: moving the entry to the end keeps the oldest first.
        pages.delete(key);
        pages.set(key, known);
        return known.page;
      }
      const page = prepare();
      const entry = { page, bytes: 0 };
      pages.set(key, entry);
      page.then(
        (prepared) => {
          if (pages.get(key) !== entry) return;
          entry.bytes = prepared.gzip.length;
          bytes += entry.bytes;
          for (const oldest of pages.keys()) {
            if (bytes <= budgetBytes) break;
            forget(oldest);
          }
        },
        () => {
          if (pages.get(key) === entry) forget(key);
        },
      );
      return page;
    },
    get size() {
      return pages.size;
    },
  };
};

export type PageCache = ReturnType<typeof createPageCache>;
