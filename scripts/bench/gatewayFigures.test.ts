import {
  combinedRuns,
  FLOORS,
  GATEWAY_COLUMNS,
  GATEWAY_GOALS,
  formatGoal,
  formatLoadAverage,
  gatewayHeading,
  gatewayLoadTable,
  gatewayRows,
  goalVerdict,
} from './gatewayFigures.mjs';

const figures = (rps: number, p50: number, p99: number) => ({ rps, p50, p99, requests: rps * 8 });

describe('the goals of issue 14', () => {
  test('the mode, a brand and a stored search page must reach half of their floor, the bookings list three tenths', () => {
    expect(GATEWAY_GOALS).toEqual({ mode: 0.5, brand: 0.5, searchPage: 0.5, bookings: 0.3 });
  });

  test('a ratio at or above its goal is met, below it not met, and no ratio is n/a rather than a verdict', () => {
    expect(goalVerdict(0.5, 0.5)).toBe('met');
    expect(goalVerdict(0.73, 0.5)).toBe('met');
    expect(goalVerdict(0.4999, 0.5)).toBe('not met');
    expect(goalVerdict(0.067, 0.5)).toBe('not met');
    expect(goalVerdict(0.31, 0.3)).toBe('met');
    expect(goalVerdict(null, 0.3)).toBe('n/a');
    expect(goalVerdict(Number.NaN, 0.3)).toBe('n/a');
  });

  test('a goal reads as at least that share of the floor', () => {
    expect(formatGoal(0.5)).toBe('≥ 0.5×');
    expect(formatGoal(0.3)).toBe('≥ 0.3×');
  });
});

describe('the gateway table', () => {
  test('a route beside its floor: both sides, the throughput ratio, the goal and whether it was met', () => {
    const [row] = gatewayRows([
      {
        name: 'GET /api/flights/search (stored page of 30, gzip)',
        floor: 'json',
        goal: 0.5,
        gateway: figures(143, 130, 310),
        bare: figures(820, 23, 41),
      },
    ]);
    expect(row).toEqual([
      'GET /api/flights/search (stored page of 30, gzip)',
      '143',
      '130 ms',
      '310 ms',
      FLOORS.json,
      '820',
      '23 ms',
      '41 ms',
      '0.17×',
      '≥ 0.5×',
      'not met',
      '7.6×',
    ]);
  });

  test('the verdict is judged on the measured ratio, whichever floor it was', () => {
    const rows = gatewayRows([
      { name: 'mode', floor: 'hello', goal: 0.5, gateway: figures(4000, 4, 9), bare: figures(7500, 2, 6) },
      { name: 'bookings', floor: 'hello', goal: 0.3, gateway: figures(2000, 9, 20), bare: figures(7500, 2, 6) },
      { name: 'nothing measured', floor: 'hello', goal: 0.5, gateway: figures(10, 1, 1), bare: figures(0, 0, 0) },
    ]);
    expect(rows.map((row) => [row[4], row[8], row[10]])).toEqual([
      [FLOORS.hello, '0.53×', 'met'],
      [FLOORS.hello, '0.27×', 'not met'],
      [FLOORS.hello, 'n/a', 'n/a'],
    ]);
  });

  test('every row has a cell under every heading, the goal and its verdict among them', () => {
    const table = gatewayLoadTable([
      {
        name: 'GET /api/system/mode',
        floor: 'hello',
        goal: 0.5,
        gateway: figures(700, 20, 60),
        bare: figures(7000, 2, 8),
      },
    ]);
    const [heading, , row] = table.split('\n');
    expect(GATEWAY_COLUMNS).toEqual(expect.arrayContaining(['floor', 'throughput ratio', 'goal', 'verdict']));
    expect(heading).toContain('| goal ');
    expect(row).toMatch(/\| 0\.1× +\| ≥ 0\.5× \| not met \|/);
  });
});

describe('slices of one side as one figure', () => {
  test('throughput is every request over every second; p50 the median slice, p99 the worst', () => {
    const slices = [
      { seconds: 2, requests: 1000, p50: 3, p99: 9 },
      { seconds: 2, requests: 3000, p50: 1, p99: 7 },
      { seconds: 2.5, requests: 1500, p50: 2, p99: 30 },
    ];

    expect(combinedRuns(slices)).toEqual({ rps: 5500 / 6.5, p50: 2, p99: 30, requests: 5500 });
  });
});

describe('the heading line', () => {
  test('says how it was measured, the date and time in UTC, the cores and the load average', () => {
    expect(
      gatewayHeading({
        connections: 20,
        seconds: 8,
        warmUpSeconds: 3,
        rounds: 4,
        date: new Date('2026-11-26T02:41:07Z'),
        cores: 2,
        loadavg: [3.456, 2.1, 0.5],
      }),
    ).toBe(
      'Gateway on loopback (NODE_ENV=production), autocannon 20 connections, 3 s of warm-up then 8 s each, ' +
        'each route taking turns with its floor in 4 slices (2026-11-26 02:41 UTC, 2 cores, load average 3.46, 2.10, 0.50)',
    );
  });

  test('the load average keeps two decimals of each of its three figures', () => {
    expect(formatLoadAverage([0, 10.005, 1.2])).toBe('0.00, 10.01, 1.20');
  });
});
