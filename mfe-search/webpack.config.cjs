const { createModuleConfig } = require('@portal/platform/federation/webpack');

module.exports = createModuleConfig({
  dir: __dirname,
  name: 'mfe_search',
  kind: 'remote',
  devPort: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
