// The portal's text fields and selects are outlined (eslint refuses variant="filled" and
// "standard" on them), so the build points MUI TextField's and Select's imports of the filled
// and standard inputs here instead of shipping both on every first load
// (docs/adr/0001-mui-private-imports-pointed-at-lighter-files.md).
const OutlinedFieldsOnly = () => {
  throw new Error(
    'Only outlined text fields and selects are built into the portal (platform/src/federation/webpack.cjs).',
  );
};
OutlinedFieldsOnly.muiName = 'Input';

export default OutlinedFieldsOnly;
