const { createModuleConfig } = require('@portal/platform/federation/webpack');

// The shell is built with no remote addresses: it reads them from GET /api/remotes at boot.
module.exports = createModuleConfig({ dir: __dirname, name: 'portal_host', kind: 'host', devPort: 3000 });
