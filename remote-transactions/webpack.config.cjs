const { createConfig } = require('@moneta/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_transactions',
  port: 3002,
  exposes: {
    './TransactionsPage': './src/pages/transactions/TransactionsPage.tsx',
  },
});
