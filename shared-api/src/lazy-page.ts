import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazy page whose code can be asked for before it renders. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, so a page's props are kept.
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Loads the page's code once (every call shares the load); resolves when it can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with `preload`. Once the code is in, the first render takes it synchronously
 * instead of suspending: React.lazy resolves a thenable that calls back at once. So a page
 * preloaded before it mounts shows no fallback, and its content is not held back by React's
 * 300 ms throttle on revealing a boundary that just showed one (issue 39: a deep link's screen
 * waited up to 300 ms after its code and data were in, once for the layout's outlet and once for
 * the screen).
 */
// biome-ignore lint/suspicious/noExplicitAny: as above.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  type Loaded = { default: T };
  let loaded: Loaded | undefined;
  let pending: Promise<Loaded> | undefined;
  const start = () => {
    if (!pending) {
      pending = load().then((module) => {
        loaded = module;
        return module;
      });
      pending.catch(() => {
        pending = undefined; // a later preload tries again
      });
    }
    return pending;
  };
  // A thenable, on purpose: React.lazy takes a module it calls back with at once without suspending.
  const settled = (module: Loaded) =>
    // biome-ignore lint/suspicious/noThenProperty: see above.
    ({ then: (resolve: (value: Loaded) => void) => resolve(module) }) as Promise<Loaded>;
  const Page = lazy(() => (loaded ? settled(loaded) : start()));
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
