import { routeMismatches, withPages } from './routes';

const Page = () => null;

describe('routeMismatches', () => {
  const entry = { label: 'Locations', routes: ['/admin/atoll', '/admin/reef'] };

  it('names a registry route the module lacks and a module route the registry lacks', () => {
    expect(routeMismatches(entry, { routes: [{ path: '/admin/atoll' }, { path: '/admin/island' }] })).toEqual([
      'The registry routes /admin/reef to Locations, which does not provide this screen',
      'Locations provides /admin/island, which its registry entry does not route to',
    ]);
  });

  it('is empty when both list the same paths', () => {
    expect(routeMismatches(entry, { routes: [{ path: '/admin/reef' }, { path: '/admin/atoll' }] })).toEqual([]);
  });
});

describe('withPages', () => {
  it('pairs each declaration with its page, in declaration order', () => {
    const routes = withPages(
      [
        { path: '/b', title: 'B', menu: { label: 'B', order: 2 } },
        { path: '/a', title: 'A' },
      ],
      { '/a': Page, '/b': Page },
    );
    expect(routes).toEqual([
      { path: '/b', title: 'B', Component: Page },
      { path: '/a', title: 'A', Component: Page },
    ]);
  });
});
