import { describeAccountAge } from './accountAge';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('describeAccountAge', () => {
  test.each([
    ['2026-06-01T08:00:00Z', 'Less than a day'],
    ['2026-05-31T12:00:00Z', '1 day'],
    ['2026-05-02T12:00:00Z', '30 days'],
    ['2026-01-15T10:00:00.000Z', '4 months'],
    ['2023-05-01T00:00:00Z', '3 years'],
    ['not a date', 'N/A'],
  ])('created %s → "%s"', (createdAt, expected) => {
    expect(describeAccountAge(createdAt, NOW)).toBe(expected);
  });
});
