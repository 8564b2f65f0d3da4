const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = (env, argv) => createConfig({ dir: __dirname, role: 'remote', env, argv });
