const { createAppConfig } = require('@qce/build-tools/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_recurring',
  kind: 'remote',
  firstPaint: ['SHL', 'WAL'],
  firstPageData: './src/config/first-page-data.ts',
  title: 'Follow-up Laboratory',
  exposes: { './parcel': './src/parcel.tsx' },
});
