module.exports = require('@moneta/tooling/jest');
