/**
 * antd's component styles for the kit, computed at build time (issue 7: main-thread time).
 *
 * antd computes each component's CSS in the browser the first time the component renders
 * (CSS-in-JS): on a first visit to a list screen that was about 480 ms of the main thread's
 * sampled time (profile of /admin/atoll; docs/frontend-performance-history.md, "antd's styles
 * computed at build time"), the largest single part.
 * Here the same styles are rendered once in Node, with the one theme, and written to a
 * stylesheet the page links in its head. The sheet ends with antd's cache map (a rule on
 * `.data-ant-cssinjs-cache-path`): at runtime @ant-design/cssinjs reads it and skips computing
 * every style it lists. The rules refer to the theme only through CSS variables, which antd
 * still writes at runtime, so they serve the light and the dark theme alike. A style the sheet
 * lacks (a component not listed below, client-only styles such as animations) is computed at
 * runtime as before: a missing entry costs time, never looks (e2e/tests/styles.spec.ts).
 */
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { statSync } = require('node:fs');
const path = require('node:path');

const THEME_FILE = path.join(__dirname, '../../shared-ui/src/startup/theme-config.ts');

/** The theme as the app builds it (TypeScript, loaded through tsx). */
function lightTheme() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { themeConfig } = tsxRequire(THEME_FILE, __filename);
  return themeConfig('light');
}

/**
 * The antd components of the first screens (sign-in, the signed-in layout, a list screen and its
 * filters): one of each, enough for its style hook to run. Everything else (dialogs, drawers,
 * pickers, uploads, detail pages, skeletons: 40-145 KB of CSS each) keeps computing its styles
 * when first shown, so the sheet that every first visit downloads stays small.
 */
function firstScreens(antd, h) {
  const { Alert, AutoComplete, Badge, Button, Empty, Flex, Form, Input, Layout, Select, Space, Spin, Switch, Table, Tag, Tooltip, Typography } = antd;
  return [
    h(Layout, null, h(Layout.Header), h(Layout.Sider), h(Layout.Content), h(Layout.Footer)),
    h(Flex, null, h(Space, null, h(Space.Compact, null, h(Button), h(Input)))),
    h(Typography.Title),
    h(Typography.Text),
    h(Typography.Link),
    h(Button),
    h(Tag),
    h(Tag, { color: 'blue' }),
    h(Tag, { color: 'success' }),
    h(Badge, { count: 1 }),
    h(Alert, { title: 'x' }),
    h(Spin),
    h(Empty),
    h(Tooltip, { title: 'x', open: true }, h('span')),
    h(Form, null, h(Form.Item, { label: 'x', name: 'x' }, h(Input))),
    h(Input),
    h(Input.Password),
    h(Input.Search),
    h(AutoComplete),
    h(Select, { open: true, options: [{ value: 1, label: 'x' }] }),
    h(Switch),
    h(Table, { columns: [{ title: 'x', dataIndex: 'x' }], dataSource: [{ key: 1, x: 1 }], pagination: { total: 50 } }),
  ];
}

/** The stylesheet's text: every style the components above registered, and the cache map. */
function antdStyleSheet() {
  // Loaded here, in the child process only (see the plugin), not in webpack's.
  const { createElement: h } = require('react');
  const { renderToString } = require('react-dom/server');
  const antd = require('antd');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const cache = createCache();
  const log = console.error;
  console.error = () => {}; // React warns that layout effects do not run on the server
  try {
    renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: lightTheme() }, ...firstScreens(antd, h))));
  } finally {
    console.error = log;
  }
  return extractStyle(cache, { plain: true, types: 'style' });
}

/**
 * Emits the sheet (content-hashed, cached immutably by the static server) and links it first in
 * the page's head, so it has loaded when the first script runs. The sheet is rendered in a child
 * process: antd's class hash depends on NODE_ENV when its modules load, which must be the mode of
 * the build ('css-...' in production, 'css-dev-only-do-not-override-...' in development).
 */
class AntdStyleSheetPlugin {
  /** @param {{ pages: string[] }} options the HTML pages (HtmlWebpackPlugin filenames) that link the sheet */
  constructor({ pages }) {
    this.pages = pages;
  }

  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { RawSource } = compiler.webpack.sources;
    const NAME = 'AntdStyleSheetPlugin';
    const nodeEnv = compiler.options.mode === 'production' ? 'production' : 'development';
    // Rendered again only when the theme changes (a dev server recompiles on every save).
    let rendered = { key: '', file: '', css: '' };
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(THEME_FILE);
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const key = String(statSync(THEME_FILE).mtimeMs);
        if (rendered.key !== key) {
          const r = spawnSync(process.execPath, [__filename], { env: { ...process.env, NODE_ENV: nodeEnv }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
          if (r.status !== 0) throw new Error(`antd style sheet: ${r.stderr || `exit ${r.status}`}`);
          rendered = { key, file: `antd.${createHash('sha256').update(r.stdout).digest('hex').slice(0, 8)}.css`, css: r.stdout };
        }
        compilation.emitAsset(rendered.file, new RawSource(rendered.css));
      });
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (!this.pages.includes(data.outputName)) return data;
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${compilation.outputOptions.publicPath}${rendered.file}` }),
        );
        return data;
      });
    });
  }
}

module.exports = { antdStyleSheet, AntdStyleSheetPlugin };

if (require.main === module) process.stdout.write(antdStyleSheet());
