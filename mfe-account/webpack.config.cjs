const { createModuleConfig } = require('@portal/platform/federation/webpack');

module.exports = createModuleConfig({
  dir: __dirname,
  name: 'mfe_account',
  kind: 'remote',
  devPort: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
