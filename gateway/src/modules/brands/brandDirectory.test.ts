import type { Brand } from '@portal/platform-common/contracts';
import { SEED_BRANDS } from '../../db/seeds/brands';
import { createBrandDirectory } from './brandDirectory';
import type { BrandsRepository } from './brands.repository';

// Every request looks its brand up: the directory reads the table at most once per TTL and
// forgets it after a write through this instance.
const template = SEED_BRANDS[0] as Brand;
const brandsTable = () => {
  let rows: Brand[] = [{ ...template, key: 'default', domains: ['localhost'] }];
  const lists = jest.fn();
  const repository = {
    list: async () => {
      lists();
      return rows;
    },
    locked: async <T>(work: () => Promise<T>) => work(),
    insertIfMissing: async () => true,
  } as unknown as BrandsRepository;
  return {
    repository,
    lists,
    writtenElsewhere: (next: Brand[]) => {
      rows = next;
    },
  };
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('the brand directory', () => {
  test('when brands are looked up by key and by host name, then the table is read once', async () => {
    const table = brandsTable();
    const directory = createBrandDirectory(table.repository, 1000);

    const byKey = await directory.findByKey('default');
    const byDomain = await directory.findByDomain('localhost');

    expect(byKey?.key).toBe('default');
    expect(byDomain?.key).toBe('default');
    expect(await directory.findByKey('nobody')).toBeNull();
    expect(table.lists).toHaveBeenCalledTimes(1);
  });

  test('when another replica changed a brand, then the change is answered once the TTL is over', async () => {
    const table = brandsTable();
    const directory = createBrandDirectory(table.repository, 1000);
    await directory.findByKey('default');

    table.writtenElsewhere([{ ...template, key: 'default', domains: ['localhost'], name: 'Renamed' }]);
    const within = await directory.findByKey('default');
    jest.advanceTimersByTime(1000);
    const after = await directory.findByKey('default');

    expect(within?.name).not.toBe('Renamed');
    expect(after?.name).toBe('Renamed');
  });

  test('when a brand is written through this instance, then its next look-up reads the table', async () => {
    const table = brandsTable();
    const directory = createBrandDirectory(table.repository, 1000);
    await directory.findByKey('default');

    await directory.locked(async () => {
      table.writtenElsewhere([{ ...template, key: 'default', domains: ['localhost'], name: 'Edited' }]);
    });

    expect((await directory.findByKey('default'))?.name).toBe('Edited');
  });
});
