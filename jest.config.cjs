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
    // shared-kit imports its own entry points by package name (so federation shares them);
    // jest does not resolve a package's self-reference.
    // Nested entries (`flows/<flow>`, `ui/<widget>`, `api/<part>`) map to their folder's index.ts.
    '^@qce/shared-kit/((?:api|config|contract|data|domain|flows|forms|messages|remote|router|storage|stores|testing|ui|validation)(?:/[a-z0-9-]+)?)$':
      '<rootDir>/../shared-kit/src/$1/index.ts',
  },
  // build/: the webpack configuration factory (shared-kit/build) is tested too.
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/build/**/*.test.ts'],
});

module.exports = {
  projects: packages.map(project),
  // Jest's default is one worker less than the cores: on the 2-core CI machine that is one, in band,
  // and the second core idles through the suite. Two workers use both.
  maxWorkers: 2,
};
