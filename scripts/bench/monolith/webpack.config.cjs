// The benches' floor (issue 39): every module's screens in one webpack build, with the system's
// own config (createConfig's 'monolith' role: the same loaders, antd stand-ins, build-time antd
// sheet and minifier) but no federation, no shell, no sign-in. scripts/bench/monolith.mjs builds
// it into ./dist and serves it beside the system.
const { createConfig } = require('../../../tooling/webpack/create-config.cjs');

module.exports = (env, argv) => createConfig({ dir: __dirname, role: 'monolith', env, argv });
