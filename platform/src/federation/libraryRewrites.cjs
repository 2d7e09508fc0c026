const path = require('node:path');
const { PrivateImportRewrite } = require('./privateImportRewrite.cjs');

const MUI_RECORD = 'docs/adr/0001-mui-private-imports-pointed-at-lighter-files.md';

/**
 * The imports the browser builds take from inside libraries and point at the portal's own files,
 * each keyed on the library's file that makes it and the import as that file writes it. Each has
 * a decision record (the gain it buys, the version it was checked against, what to do when it
 * breaks); the build fails when one no longer applies (privateImportRewrite.cjs), and
 * libraryRewrites.test.ts checks the installed libraries still make every one of these imports.
 */
const LIBRARY_REWRITES = [
  // TextField imports Select for its select mode; a plain field need not carry it: that import
  // takes the platform's lazy Select (fetched with the lazy half of the UI kit when a select renders).
  {
    name: 'textFieldSelectsLazily',
    library: '@mui/material',
    request: '../Select/index.mjs',
    importers: ['@mui/material/TextField/TextField.mjs'],
    to: path.join(__dirname, '../ui/lazySelect.tsx'),
    record: MUI_RECORD,
  },
  // Brand themes are plain palette themes: MUI's CSS-variables theme machinery stays out of the pages.
  ...['createThemeWithVars', 'ThemeProviderWithVars'].map((file) => ({
    name: 'plainThemesOnly',
    library: '@mui/material',
    request: `./${file}.mjs`,
    importers:
      file === 'createThemeWithVars'
        ? [
            '@mui/material/styles/createTheme.mjs',
            '@mui/material/styles/experimental_extendTheme.mjs',
            '@mui/material/styles/index.mjs',
          ]
        : ['@mui/material/styles/ThemeProvider.mjs', '@mui/material/styles/index.mjs'],
    to: path.join(__dirname, 'noCssVariablesTheme.mjs'),
    leavesOut: [`@mui/material/styles/${file}.mjs`],
    record: MUI_RECORD,
  })),
  // Fields are outlined only: TextField and Select leave out the filled and standard inputs.
  ...['Input', 'FilledInput'].map((input) => ({
    name: 'onlyOutlinedFields',
    library: '@mui/material',
    request: `../${input}/index.mjs`,
    importers: ['@mui/material/TextField/TextField.mjs', '@mui/material/Select/Select.mjs'],
    to: path.join(__dirname, 'outlinedFieldsOnly.mjs'),
    leavesOut: [`@mui/material/${input}/${input}.mjs`],
    record: MUI_RECORD,
  })),
  // @emotion/react's entry also imports hoist-non-react-statics bare, for nothing; the package
  // does not say it is free of side effects, so it and its own copy of react-is rode on every
  // page though only emotion's withTheme calls it (through an import of its own, left as is).
  {
    name: 'noBareStaticsHoisting',
    library: '@emotion/react',
    request: 'hoist-non-react-statics',
    importers: [
      '@emotion/react/dist/emotion-react.browser.esm.js',
      '@emotion/react/dist/emotion-react.browser.development.esm.js',
    ],
    to: path.join(__dirname, 'nothing.mjs'),
    leavesOut: ['hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js'],
    record: 'docs/adr/0002-emotion-without-bare-statics-hoisting.md',
  },
];

/** The browser builds' rewrites, one plugin each (fresh for each build: each counts what it rewrote). */
const libraryRewrites = () => LIBRARY_REWRITES.map((rewrite) => new PrivateImportRewrite(rewrite));

module.exports = { LIBRARY_REWRITES, libraryRewrites };
