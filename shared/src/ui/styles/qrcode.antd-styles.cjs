// The qrcode facade's antd stylesheet, extracted at build time (see ./extractAntdStyles.cjs); webpack runs it
// through val-loader (tooling/webpack.cjs).
const { facadeStyles } = require('./extractAntdStyles.cjs');

module.exports = (_options, loaderContext) => facadeStyles('qrcode', loaderContext);
