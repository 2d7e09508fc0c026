const { createModuleConfig } = require('@portal/platform/federation/webpack');

module.exports = createModuleConfig({
  dir: __dirname,
  name: 'mfe_content',
  kind: 'remote',
  devPort: 3005,
  exposes: { './routes': './src/routes.tsx' },
});
