// Jest only (jest.config.js maps `antd` and `@ant-design/icons` here). `import { Button } from
// 'antd'` compiles to `require('antd').Button`, and antd's index requires every component; the
// icons' index requires every icon: 1.2 s and 1.8 s of a test file's start (a file importing one
// of either, against one importing nothing). Webpack tree-shakes those imports in the builds;
// here each name is required from its own module on first use instead, from the same CommonJS
// build the index would load, so every component, context and icon is still the one module
// instance the package has (each of the 77 and 853 exports checked identical to the index's).
// The component tests of every workspace: 173 s -> 126-133 s (2 workers, 524 tests).
const { existsSync } = require('node:fs');
const { join } = require('node:path');

/**
 * An object that stands for a package's index: each export named `name` comes from the module
 * `fileOf(name)` names (its default export), or from the whole index when there is none.
 */
function barrel(index, fileOf) {
  let whole;
  const parts = new Map();
  const get = (name) => {
    if (!parts.has(name)) {
      const file = fileOf(name);
      parts.set(name, file && existsSync(file) ? require(file).default : undefined);
    }
    const part = parts.get(name);
    if (part !== undefined) return part;
    whole ??= require(index);
    return whole[name];
  };
  return new Proxy(
    {},
    {
      get: (_, name) => (name === '__esModule' ? true : typeof name === 'string' ? get(name) : undefined),
      has: (_, name) => typeof name === 'string' && get(name) !== undefined,
      // `import * as` and spreading see every export of the real index.
      ownKeys: () => Reflect.ownKeys((whole ??= require(index))),
      getOwnPropertyDescriptor: (_, name) => {
        const value = get(name);
        return value === undefined ? undefined : { value, enumerable: true, configurable: true };
      },
    },
  );
}

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
// By path: inside jest, resolving `antd` or `@ant-design/icons` would come back here.
const modules = join(__dirname, '../../node_modules');
const antdLib = join(modules, 'antd/lib');
const iconsLib = join(modules, '@ant-design/icons/lib');

module.exports = {
  // Components and helpers are `antd/lib/<kebab-name>/index.js` (Button, DatePicker, ConfigProvider, theme).
  antd: barrel(join(antdLib, 'index.js'), (name) => (/^[A-Za-z]+$/.test(name) ? join(antdLib, kebab(name), 'index.js') : undefined)),
  // Icons are `lib/icons/<Name>.js`; the rest (IconProvider, createFromIconfontCN...) comes from the index.
  icons: barrel(join(iconsLib, 'index.js'), (name) => (/^[A-Z]\w+(Outlined|Filled|TwoTone)$/.test(name) ? join(iconsLib, 'icons', `${name}.js`) : undefined)),
};
