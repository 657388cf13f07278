const { createAppConfig } = require('@qce/build-tools/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_sp',
  kind: 'remote',
  firstPaint: ['SP'],
  firstPageData: './src/config/first-page-data.ts',
  title: 'Sanitary Permit',
  exposes: { './parcel': './src/parcel.tsx' },
});
