/**
 * /login painted from its HTML (issue 7: largest contentful paint, total blocking time).
 *
 * The sign-in page is the same for everyone before sign-in, so a production build renders the
 * shell's real LoginPage once in Node (react-dom/server, the app's providers and light theme, the
 * production settings: no quick-login notice) and writes into login.html:
 * - the markup, in #root, where the "Loading the admin…" text was. It is a picture, not yet the
 *   app: the wrapper is inert and the inputs read-only, so nothing can be typed into it and lost.
 *   When the app has loaded the login route (start-app.tsx waits for it), React's first render
 *   replaces it with the same page, live, in one frame;
 * - the styles of that markup, inline in the head, with antd's cache map: at runtime antd skips
 *   computing every style listed there (as for index.html's sheet, antd-style-sheet.cjs); and the
 *   light theme's CSS variables, scoped to the picture (the app writes its theme's own).
 * Measured (docs/frontend-performance-history.md, "/login painted from its HTML"): the form paints with the HTML instead of after the
 * scripts. Not in development builds, whose pages keep the loading text: the dev server would have
 * to render it again on every save of any module the page imports.
 * A user with the dark theme sees the light picture until the app renders (as with the white
 * loading page before): the preference lives in localStorage, which only a script can read.
 */
const { execFile } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '../..');
const LOGIN_PAGE = path.join(root, 'shell/src/auth/login-page.tsx');
const BOOT = /<div id="boot"[^>]*>[^<]*<\/div>/;

/** The login page's markup and styles (runs in the child process, see the plugin). */
async function renderLoginPage() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  // One copy of each library: resolved as the page's own imports resolve them.
  const load = (id) => tsxRequire(id, LOGIN_PAGE);
  const { createElement: h } = load('react');
  const { renderToString } = load('react-dom/server');
  const { MemoryRouter } = load('react-router');
  const { createCache, extractStyle, StyleProvider } = load('@ant-design/cssinjs');
  const { loadConfig } = load('@mv-admin/shared-api');
  const { AppProviders } = load('@mv-admin/shared-ui/startup');
  const LoginPage = load(LOGIN_PAGE).default;
  // Production's settings: the quick-login notice is a demo setup's, added when the app renders.
  await loadConfig('/env.json', async () => Response.json({ API_BASE_URL: 'http://localhost', QUICK_LOGIN: false }));
  const cache = createCache();
  const html = renderToString(h(StyleProvider, { cache }, h(AppProviders, null, h(MemoryRouter, { initialEntries: ['/login'] }, h(LoginPage)))));
  // The components' rules, with antd's cache map (the app skips computing those it lists).
  const rules = extractStyle(cache, { plain: true, types: 'style' });
  // The light theme's CSS variables, for the picture only: the app writes its own theme's (which
  // may be dark) at runtime, before this style in the head, so unscoped these would override them.
  const variables = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '');
  // Flat rules only (`selectors{declarations}`): each selector gets the picture's wrapper before it.
  if (variables.includes('@')) throw new Error('login prerender: at-rules in the theme variables');
  const inPicture = (selectors) => selectors.split(',').map((s) => `[data-prerendered] ${s.trim()}`);
  const scoped = variables.replace(/(^|\})([^{}]+)\{/g, (_, end, selectors) => `${end}${inPicture(selectors).join(',')}{`);
  return { html, css: rules + scoped };
}

/** Writes the rendered page into `page` (an HtmlWebpackPlugin filename) of production builds. */
class LoginPrerenderPlugin {
  /** @param {{ page: string }} options */
  constructor({ page }) {
    this.page = page;
  }

  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const NAME = 'LoginPrerenderPlugin';
    let rendered;
    // Started with the compilation, in a process of its own: it runs while webpack compiles. Its
    // own process because antd's class hash depends on NODE_ENV when antd loads, and the
    // workspace's TypeScript is compiled there by tsx with the repo's JSX settings.
    const render = () => {
      rendered ??= new Promise((resolve, reject) => {
        const env = { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.base.json') };
        execFile(process.execPath, [__filename], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
          error ? reject(new Error(`login prerender: ${stderr || error.message}`)) : resolve(JSON.parse(stdout)),
        );
      });
      return rendered;
    };
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      render().catch(() => {}); // reported where it is awaited
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tapPromise(NAME, async (data) => {
        if (data.outputName !== this.page) return data;
        const { css } = await render();
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('style', { 'data-prerendered-styles': '' }, css));
        return data;
      });
      hooks.beforeEmit.tapPromise(NAME, async (data) => {
        if (data.outputName !== this.page) return data;
        if (!BOOT.test(data.html)) throw new Error(`login prerender: no loading placeholder (${BOOT}) in ${this.page}`);
        const picture = (await render()).html.replaceAll('<input ', '<input readonly="" ');
        data.html = data.html.replace(BOOT, () => `<div inert="" aria-busy="true" data-prerendered="">${picture}</div>`);
        return data;
      });
    });
  }
}

module.exports = { LoginPrerenderPlugin, renderLoginPage };

if (require.main === module) {
  console.log = console.error; // stdout carries the result only
  renderLoginPage().then(
    (r) => process.stdout.write(JSON.stringify(r)),
    (e) => {
      process.stderr.write(String(e?.stack ?? e));
      process.exit(1);
    },
  );
}
