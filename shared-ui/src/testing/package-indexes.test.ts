import * as icons from '@ant-design/icons';
import * as antd from 'antd';

// In jest, `antd` and `@ant-design/icons` resolve to tooling/jest/barrel-parts.cjs, which loads
// each export from its own module. Every export must still be the package index's own object
// (the same component, context, hook), or a test would pass against something the app never runs.
const realIndex = (path: string) => jest.requireActual<Record<string, unknown>>(`${process.cwd()}/node_modules/${path}`);

test.each([
  ['antd', antd as Record<string, unknown>, 'antd/lib/index.js'],
  ['@ant-design/icons', icons as Record<string, unknown>, '@ant-design/icons/lib/index.js'],
])('%s: every export of the index, the same object', (_, mapped, index) => {
  const real = realIndex(index);
  const names = Object.keys(real);
  expect(names.length).toBeGreaterThan(50);
  expect(names.filter((name) => mapped[name] !== real[name])).toEqual([]);
});
