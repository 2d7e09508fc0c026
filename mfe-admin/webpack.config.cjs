const { createModuleConfig } = require('@portal/platform/federation/webpack');

module.exports = createModuleConfig({
  dir: __dirname,
  name: 'mfe_admin',
  kind: 'remote',
  devPort: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
