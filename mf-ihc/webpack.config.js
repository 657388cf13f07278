const { createAppConfig } = require('@qce/build-tools/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_ihc',
  kind: 'remote',
  firstPaint: ['IHC'],
  firstPageData: './src/config/first-page-data.ts',
  title: 'Health Certificate',
  exposes: { './parcel': './src/parcel.tsx' },
});
