/** One jest run over every package; each package is a project so `--selectProjects` runs one alone. */
const packages = [
  'shell',
  'mf-ihc',
  'mf-sp',
  'mf-recurring',
  'mf-certificates',
  'shared-kit',
  'mock-api',
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  transform: {
    '^.+\\.(m?js|jsx|tsx?)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // msw 2 and its dependencies ship ESM only.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(msw|@mswjs|@bundled-es-modules|until-async|@open-draft|outvariant|strict-event-emitter|headers-polyfill|rettime|is-node-process|graphql|@inquirer|yoctocolors-cjs)[/+@])',
  ],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  projects: packages.map(project),
};
