const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** One jest run, two projects: browser-side code in jsdom, the gateway in node on the real embedded PostgreSQL. */
module.exports = {
  // A form story types a few hundred keys: a busy 2-core machine needs more than jest's 5 s.
  // (jest reads testTimeout from the top level only, not per project.)
  testTimeout: 30_000,
  // One worker per core (jest's default leaves one core to itself, which on CI's two cores means
  // one file at a time: the unit and gateway suites took twice as long). Each gateway test file has
  // its own database and ports, so files run side by side.
  maxWorkers: '100%',
  // A worker's heap grows with each gateway file (4 GB after ~1,500 tests: an out-of-memory abort);
  // a worker that holds more than this after a file is replaced.
  workerIdleMemoryLimit: '1.5GB',
  // Longest files first, from jest's cache or, on a fresh clone, from a CI run's figures.
  testSequencer: '<rootDir>/scripts/ci/slowestFirstSequencer.cjs',
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/platform/src/testing/jsdomWithFetch.cjs',
      roots: [
        '<rootDir>/platform-common/src',
        '<rootDir>/platform/src',
        '<rootDir>/host/src',
        '<rootDir>/mfe-search/src',
        '<rootDir>/mfe-booking/src',
        '<rootDir>/mfe-account/src',
        '<rootDir>/mfe-admin/src',
        '<rootDir>/mfe-content/src',
      ],
      // The contracts as the browser builds have them: each schema built on first use.
      transform: {
        '/platform-common/src/contracts/[^/]+\\.ts$': [
          '<rootDir>/platform/src/testing/lazyContractsTransform.cjs',
          swc[1],
        ],
        '^.+\\.(t|j)sx?$': swc,
      },
      setupFilesAfterEnv: ['<rootDir>/platform/src/testing/setupTests.ts'],
      moduleNameMapper: {
        '\\.(svg|png|css)$': '<rootDir>/platform/src/testing/fileStub.cjs',
        '\\?asset$': '<rootDir>/platform/src/testing/fileStub.cjs',
        '^@module-federation/enhanced/runtime$': '<rootDir>/platform/src/testing/federationRuntimeStub.ts',
      },
      globals: { __MODULE_VERSION__: 'test' },
    },
    {
      displayName: 'infra',
      testEnvironment: 'node',
      roots: ['<rootDir>/deploy', '<rootDir>/scripts'],
      // The scripts are ES modules (.mjs); jest on Node 20 needs them compiled to CommonJS.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    },
    {
      displayName: 'gateway',
      testEnvironment: 'node',
      roots: ['<rootDir>/gateway/src', '<rootDir>/gateway/test', '<rootDir>/sandboxes'],
      // marked and part of jsdom 29's tree ship only as ES modules (.js and .mjs), which jest cannot
      // require on Node 20: compile those packages to CommonJS like our own files.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(marked|parse5|entities|@exodus/bytes|@asamuzakjp|@csstools)/)'],
      globalSetup: '<rootDir>/gateway/test/globalSetup.mjs',
      globalTeardown: '<rootDir>/gateway/test/globalTeardown.mjs',
      setupFiles: ['<rootDir>/gateway/test/setupEnv.cjs'],
    },
  ],
};
