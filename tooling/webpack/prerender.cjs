/**
 * Pages painted from their HTML (issue 7: largest contentful paint, total blocking time).
 *
 * A production build of the shell renders, once, in Node (react-dom/server, the app's providers
 * and light theme, production settings), what a page shows before its scripts have run:
 * - /login: the shell's real LoginPage (no quick-login notice: a demo setup's, added when the app
 *   renders), written into login.html. It is the same for everyone before sign-in.
 * - each screen of the side menu (/admin/atoll, /jobs, ...): the signed-in frame (the real
 *   SignedInLayout: sidebar with that screen's entry marked and its group open, header, and the
 *   page spinner where the screen goes), written into a page of its own (`admin/atoll.html`, a copy
 *   of index.html) that the shell's server answers for that path (scripts/lib/static-server.mjs).
 *   The menu is the registry's at build time: the build lists it in `frame-pages.json`, and the
 *   server answers index.html instead when the registry it serves declares another menu (a module
 *   deployed with new entries, until the shell is built again). Shown from antd's `lg` breakpoint
 *   (992 px) up: below it the live layout is another (compact header, drawer), so narrow windows
 *   keep the loading text. The user card is empty until /me answers, in the picture as live.
 * Each picture sits in `<div inert aria-busy="true" data-prerendered>`, with read-only inputs:
 * nothing can be typed into it and lost. start-app.tsx waits, on such a page, until the router has
 * the route's code, then React's first render replaces it with the same page, live, in one frame.
 * Styles: the frame's components are all in antd's build-time sheet (antd-style-sheet.cjs, linked
 * by index.html); login.html has no sheet, so its page's rules come inline. Both add the light
 * theme's CSS variables scoped to the picture (unscoped, they came after the app's own and won over
 * a dark theme's for the whole session). A user with the dark theme sees the light picture until
 * the app renders: the preference lives in localStorage, which only a script can read.
 * Not in development builds: the dev server would have to render again on every save.
 * Measured: docs/frontend-performance.md.
 */
const { execFile } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '../..');
const LOGIN_PAGE = path.join(root, 'shell/src/auth/login-page.tsx');
const LAYOUT = path.join(root, 'shell/src/layout/app-layout.tsx');
const BOOT = /<div id="boot"[^>]*>[^<]*<\/div>/;
/** antd's `lg`: below it the header is compact and the picture (the wide frame) is not shown. */
const FRAME_MIN_WIDTH = 992;

/** The menu entries a registry declares, in its order: what the frame pictures show. */
const menuDeclarations = (registry) => registry.remotes.flatMap((r) => r.menu ?? []);

/** The pages' markup and styles (runs in the child process, see the plugin). */
async function renderPages() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  // One copy of each library: resolved as the pages' own imports resolve them.
  const load = (id) => tsxRequire(id, LAYOUT);
  const { createElement: h } = load('react');
  const { renderToString } = load('react-dom/server');
  const { MemoryRouter, Route, Routes } = load('react-router');
  const { createCache, extractStyle, StyleProvider } = load('@ant-design/cssinjs');
  const { loadConfig, remoteRegistrySchema } = load('@mv-admin/shared-api');
  const { AppProviders } = load('@mv-admin/shared-ui/startup');
  const apps = require('../apps.cjs');

  // Production's settings: the quick-login notice is a demo setup's, added when the app renders.
  await loadConfig('/env.json', async () => Response.json({ API_BASE_URL: 'http://localhost', QUICK_LOGIN: false }));
  const render = (pathname, page) => {
    const cache = createCache();
    const html = renderToString(h(StyleProvider, { cache }, h(AppProviders, null, h(MemoryRouter, { initialEntries: [pathname] }, page))));
    return { html, cache };
  };
  const themeVariables = (cache) => {
    // The light theme's CSS variables, for the picture only: the app writes its theme's own (which
    // may be dark) at runtime, before these in the head, so unscoped they would override them.
    const variables = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '');
    // Flat rules only (`selectors{declarations}`): each selector gets the picture's wrapper before it.
    if (variables.includes('@')) throw new Error('prerender: at-rules in the theme variables');
    const inPicture = (selectors) => selectors.split(',').map((s) => `[data-prerendered] ${s.trim()}`);
    return variables.replace(/(^|\})([^{}]+)\{/g, (_, end, selectors) => `${end}${inPicture(selectors).join(',')}{`);
  };

  const LoginPage = load(LOGIN_PAGE).default;
  const login = render('/login', h(LoginPage));
  // The components' rules, with antd's cache map (the app skips computing those it lists).
  const loginCss = extractStyle(login.cache, { plain: true, types: 'style' }) + themeVariables(login.cache);

  // The frame: the layout's menu comes from the registry (set here without the federation runtime).
  // The checkout's registry (a deployment's has other URLs, and the same menu unless a module
  // was deployed with new entries: then the server answers index.html, framePagesFit).
  const registry = apps.defaultRegistry();
  load(path.join(root, 'shell/src/federation/registry.ts')).setRegistry(remoteRegistrySchema.parse(registry).remotes);
  const SignedInLayout = load(LAYOUT).default;
  const { PageSpinner } = load(path.join(root, 'shell/src/pages/page-spinner.tsx'));
  const frame = (pathname) => render(pathname, h(Routes, null, h(Route, { element: h(SignedInLayout) }, h(Route, { path: '*', element: h(PageSpinner) }))));
  const pages = {};
  let frameCss = '';
  for (const { path: pathname } of menuDeclarations(registry)) {
    const { html, cache } = frame(pathname);
    pages[pathname] = html;
    frameCss ||= themeVariables(cache);
  }
  return {
    login: { html: login.html, css: loginCss },
    frame: {
      menu: menuDeclarations(registry),
      pages,
      css: `@media (min-width:${FRAME_MIN_WIDTH}px){#root>#boot{display:none}}@media (max-width:${FRAME_MIN_WIDTH - 0.02}px){#root>[data-prerendered]{display:none}}${frameCss}`,
    },
  };
}

const picture = (html) => `<div inert="" aria-busy="true" data-prerendered="">${html.replaceAll('<input ', '<input readonly="" ')}</div>`;

/**
 * Writes the rendered pages into production builds: the login picture into `login` (an
 * HtmlWebpackPlugin filename), and a page per menu screen, made from `index`, with
 * `frame-pages.json` (the menu they show, for the server).
 */
class PrerenderPlugin {
  /** @param {{ login: string, index: string }} options */
  constructor({ login, index }) {
    this.login = login;
    this.index = index;
  }

  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { RawSource } = compiler.webpack.sources;
    const NAME = 'PrerenderPlugin';
    let rendered;
    // Started with the compilation, in a process of its own: it runs while webpack compiles. Its
    // own process because antd's class hash depends on NODE_ENV when antd loads, and the
    // workspace's TypeScript is compiled there by tsx with the repo's JSX settings.
    const render = () => {
      rendered ??= new Promise((resolve, reject) => {
        const env = { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.base.json') };
        execFile(process.execPath, [__filename], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
          error ? reject(new Error(`prerender: ${stderr || error.message}`)) : resolve(JSON.parse(stdout)),
        );
      });
      return rendered;
    };
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      render().catch(() => {}); // reported where it is awaited
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tapPromise(NAME, async (data) => {
        if (data.outputName !== this.login) return data;
        const { login } = await render();
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('style', { 'data-prerendered-styles': '' }, login.css));
        return data;
      });
      hooks.beforeEmit.tapPromise(NAME, async (data) => {
        if (data.outputName !== this.login && data.outputName !== this.index) return data;
        if (!BOOT.test(data.html)) throw new Error(`prerender: no loading placeholder (${BOOT}) in ${data.outputName}`);
        const { login, frame } = await render();
        if (data.outputName === this.login) {
          data.html = data.html.replace(BOOT, () => picture(login.html));
          return data;
        }
        // index.html stays as it is (every other path: details pages, not found); each menu
        // screen gets a copy with its picture after the loading text, and the rules that show one
        // or the other by the window's width.
        const withStyle = data.html.replace('</head>', () => `<style data-prerendered-styles="">${frame.css}</style></head>`);
        for (const [pathname, html] of Object.entries(frame.pages)) {
          compilation.emitAsset(`${pathname.slice(1)}.html`, new RawSource(withStyle.replace(BOOT, (boot) => boot + picture(html))));
        }
        compilation.emitAsset('frame-pages.json', new RawSource(JSON.stringify({ menu: frame.menu, pages: Object.keys(frame.pages) })));
        return data;
      });
    });
  }
}

module.exports = { PrerenderPlugin, renderPages, menuDeclarations };

if (require.main === module) {
  console.log = console.error; // stdout carries the result only
  renderPages().then(
    (r) => process.stdout.write(JSON.stringify(r)),
    (e) => {
      process.stderr.write(String(e?.stack ?? e));
      process.exit(1);
    },
  );
}
