const { createConfig } = require('@moneta/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_account',
  port: 3006,
  exposes: {
    './SettingsPage': './src/pages/settings/SettingsPage.tsx',
    './ProfilePage': './src/pages/profile/ProfilePage.tsx',
  },
});
