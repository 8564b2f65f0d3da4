// One jest run for every workspace: browser packages in jsdom, the API in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ky, @ant-design/colors and friends ship ESM only.
const esmOnly = ['ky', '@ant-design', 'rc-', '@rc-component', '@babel/runtime', 'antd', 'dayjs'];
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnly.join('|')}))`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
const dom = (name) => ({
  ...common,
  displayName: name,
  roots: [`<rootDir>/${name}/src`],
  testEnvironment: '<rootDir>/tooling/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/tooling/jest/setup-dom.ts'],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/tooling/jest/style-stub.cjs',
    // Each name from its own module, not the whole index (tooling/jest/barrel-parts.cjs).
    '^antd$': '<rootDir>/tooling/jest/antd.cjs',
    '^@ant-design/icons$': '<rootDir>/tooling/jest/ant-design-icons.cjs',
  },
});

const { ignoredOn } = require('./tooling/jest/database-split.cjs');

// Every remote (mf-*) in this checkout is a jsdom project of its own.
const remotes = require('node:fs')
  .readdirSync(__dirname)
  .filter((d) => d.startsWith('mf-') && require('node:fs').existsSync(`${__dirname}/${d}/src`));

module.exports = {
  // Two workers on the 2-core machines (jest's default is cores - 1 = one): the whole run took
  // 546 s instead of 848 s (1,953 tests, 2026-11-24; 23 GB of memory leaves room for both).
  maxWorkers: 2,
  // The API suites share a seeded database template that is rebuilt when the schema or seed changes (about 20 s).
  testTimeout: 120000,
  projects: [
    dom('shared-api'),
    dom('shared-ui'),
    dom('shell'),
    ...remotes.map(dom),
    // The system's own scripts (the production static server).
    { ...common, displayName: 'scripts', roots: ['<rootDir>/scripts'], testEnvironment: 'node' },
    {
      ...common,
      displayName: 'api-server',
      roots: ['<rootDir>/api-server/src'],
      testEnvironment: 'node',
      // In `npm test` with PostgreSQL configured, a file runs on PGlite, PostgreSQL or both (database-split.cjs).
      testPathIgnorePatterns: ['/node_modules/', ...ignoredOn(process.env.API_TESTS_ON_POSTGRES === '1' ? 'postgres' : 'pglite')],
    },
  ],
};
