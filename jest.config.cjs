/** One jest run over every package; each package is a project so `--selectProjects` runs one alone. */
const path = require('node:path');

const packages = [
  'shell',
  'mf-ihc',
  'mf-sp',
  'mf-recurring',
  'mf-certificates',
  'shared-kit',
  'mock-api',
];
const kitSrc = path.join(__dirname, 'shared-kit/src');
const domainSrc = path.join(__dirname, 'shared-kit/domain/src');
const testingSrc = path.join(__dirname, 'shared-kit/testing/src');

/**
 * Workspace packages import each other by package name (shared-kit even its own entries, so federation
 * shares them; @qce/domain and @qce/testing their own sections); jest does not resolve a package's
 * self-reference.
 */
const workspaceModules = {
  // `@qce/domain/rules/<rule>`: one rule file (the kit's eager api entry takes server-time alone).
  '^@qce/domain/rules/([a-z0-9-]+)$': `${domainSrc}/rules/$1.ts`,
  // `@qce/domain/<section>` and nested `messages/<part>`, `validation/<part>`: the folder's index.ts.
  '^@qce/domain/((?:api|config|messages|rules|validation)(?:/[a-z0-9-]+)?)$': `${domainSrc}/$1/index.ts`,
  // Nested kit entries (`flows/<flow>`, `ui/<widget>`, `api/<part>`) map to their folder's index.ts.
  '^@qce/shared-kit/((?:api|config|contract|data|domain|flows|forms|messages|remote|router|storage|stores|ui|validation)(?:/[a-z0-9-]+)?)$': `${kitSrc}/$1/index.ts`,
  // `@qce/testing` (the axe check) and `@qce/testing/<entry>`: the test and QA tooling.
  '^@qce/testing$': `${testingSrc}/index.ts`,
  '^@qce/testing/([a-z0-9-]+)$': `${testingSrc}/$1/index.ts`,
};

const project = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
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
    ...workspaceModules,
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/**
 * @qce/domain (shared-kit/domain), run as the project `domain`. Its tests hear the console like every
 * other (the common setup); the domain's own code imports nothing of the kit.
 */
const domainProject = { ...project('shared-kit/domain'), displayName: 'domain' };
/**
 * @qce/testing (shared-kit/testing): the test and QA tooling, with the tests of its own helpers (the
 * accessibility gate, the scenario switcher).
 */
const testingProject = { ...project('shared-kit/testing'), displayName: 'testing' };
/** @qce/build-tools (shared-kit/build-tools): the webpack factory and its plugins, tested in Node. */
const buildToolsProject = {
  ...project('shared-kit/build-tools'),
  displayName: 'build-tools',
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  testMatch: ['<rootDir>/*.test.ts'],
};

/**
 * The Node-only packages (@qce/domain's rules, mock-api's fake backend and staff server) run in Node:
 * no page, so no jsdom, query cache or dialog shim to set up per file (about a third less CPU).
 */
const inNode = (config) => ({
  ...config,
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.node.ts')],
});

module.exports = {
  projects: [
    ...packages.map((name) => (name === 'mock-api' ? inNode(project(name)) : project(name))),
    inNode(domainProject),
    testingProject,
    buildToolsProject,
  ],
  // Jest's default is one worker less than the cores: on the 2-core CI machine that is one, in band,
  // and the second core idles through the suite. Three, not two: a page test waits on its timers and the
  // fake backend's answers part of the time (measured on the idle machine, 1500 tests: 192 s with two,
  // 181 s with three, the same CPU time).
  maxWorkers: 3,
};
