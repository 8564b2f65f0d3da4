module.exports = require('./barrel-parts.cjs').antd;
