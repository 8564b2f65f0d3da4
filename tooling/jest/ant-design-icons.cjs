module.exports = require('./barrel-parts.cjs').icons;
