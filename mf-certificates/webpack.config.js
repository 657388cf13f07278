const { createAppConfig } = require('@qce/build-tools/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_certificates',
  kind: 'remote',
  firstPaint: ['DOCUMENTS'],
  firstPageData: './src/config/first-page-data.ts',
  title: 'Documents',
  exposes: { './parcel': './src/parcel.tsx', './documents': './src/documents.tsx' },
});
