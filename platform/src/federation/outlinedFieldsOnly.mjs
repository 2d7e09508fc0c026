// The portal's text fields and selects are outlined (eslint refuses variant="filled" and
// "standard" on them), so the build points MUI TextField's and Select's imports of the filled
// and standard inputs here instead of shipping both on every first load (about 3 KB gzipped).
const OutlinedFieldsOnly = () => {
  throw new Error(
    'Only outlined text fields and selects are built into the portal (platform/src/federation/webpack.cjs).',
  );
};
OutlinedFieldsOnly.muiName = 'Input';

export default OutlinedFieldsOnly;
