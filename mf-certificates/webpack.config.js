const { createAppConfig } = require('@qce/shared-kit/build/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_certificates',
  kind: 'remote',
  firstPaint: ['DOCUMENTS'],
  title: 'Documents',
  exposes: { './parcel': './src/parcel.tsx', './documents': './src/documents.tsx' },
});
