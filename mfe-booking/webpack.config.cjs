const { createModuleConfig } = require('@portal/platform/federation/webpack');

module.exports = createModuleConfig({
  dir: __dirname,
  name: 'mfe_booking',
  kind: 'remote',
  devPort: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
