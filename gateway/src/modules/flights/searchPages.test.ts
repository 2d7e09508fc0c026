import { gunzipSync } from 'node:zlib';
import { createPageCache, preparePage, type PreparedPage } from './searchPages';

const page = (bytes: number): PreparedPage => ({
  gzip: Buffer.alloc(bytes),
  etag: 'W/"x"',
  json: () => Buffer.from('{}'),
});

describe('the prepared pages an instance keeps', () => {
  test('when a page is asked for again, then it is not made again', async () => {
    const cache = createPageCache(1000);
    const make = jest.fn(async () => page(10));

    const once = await cache.get('a', make);
    const again = await cache.get('a', make);

    expect(again).toBe(once);
    expect(make).toHaveBeenCalledTimes(1);
  });

  test('when the pages pass the byte budget, then the least recently used go first', async () => {
    const cache = createPageCache(250);
    await cache.get('a', async () => page(100));
    await cache.get('b', async () => page(100));
    await cache.get('a', async () => page(100));

    await cache.get('c', async () => page(100));
    const remade = jest.fn(async () => page(100));
    await cache.get('a', remade);
    await cache.get('b', remade);

    expect(remade).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(2);
  });

  test('when making a page failed, then the next request makes it again', async () => {
    const cache = createPageCache(1000);
    await expect(cache.get('a', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );

    const made = await cache.get('a', async () => page(10));

    expect(made.gzip.length).toBe(10);
  });
});

describe('a prepared page', () => {
  test('is the JSON of the page, gzipped, with one validator for both forms', async () => {
    const body = { offers: [], total_count: 0, page: 1, limit: 30, sort: 'price', fare_groups: [] };
    const prepared = await preparePage(body as never);

    expect(JSON.parse(gunzipSync(prepared.gzip).toString())).toEqual(body);
    expect(JSON.parse(prepared.json().toString())).toEqual(body);
    expect(prepared.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });
});
