// Name, dev port and exposed pages come from the registry of remotes (@moneta/shared's remotes.json).
module.exports = require('@moneta/tooling/webpack').createRemoteConfig(__dirname);
