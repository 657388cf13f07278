const path = require('node:path');
const { createAppConfig } = require('@qce/shared-kit/build/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: 8080,
  title: 'QCE e-Services | City Health Department',
  runtimePlugins: [path.resolve(__dirname, 'src/lib/federation/runtime-plugin.ts')],
});
