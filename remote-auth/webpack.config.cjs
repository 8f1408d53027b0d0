const { createConfig } = require('@moneta/tooling/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_auth',
  port: 3001,
  exposes: {
    './LoginPage': './src/pages/login/LoginPage.tsx',
    './SignUpPage': './src/pages/signup/SignUpPage.tsx',
    './ResetPasswordPage': './src/pages/reset/ResetPasswordPage.tsx',
  },
});
