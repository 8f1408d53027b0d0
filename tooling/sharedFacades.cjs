// The facades of @moneta/shared, read from its package.json "exports": the one list the build (shared
// singletons, the host's check) and lint (import boundaries) use. A new entry point there is a facade with no
// other edit, unless it is listed below.
const sharedPackage = require('../shared/package.json');

/** Entry points of @moneta/shared that are not shared singletons. */
const NOT_SHARED = [
  // The contract alone, without React, for api/; the apps reach it through @moneta/shared.
  './contract',
  // The domains' tables of calls, for api/'s route registration; the apps reach them through the domains.
  './endpoints',
  // The registry of remotes, read by the build configs and lint, not by app code.
  './remotes.json',
  // The test kit, never in a build.
  './testing',
];

/** Every facade by import name ('@moneta/shared', '@moneta/shared/ui', ...), in package.json's order. */
const SHARED_FACADES = Object.keys(sharedPackage.exports)
  .filter((entry) => !NOT_SHARED.includes(entry))
  .map((entry) => (entry === '.' ? sharedPackage.name : `${sharedPackage.name}/${entry.slice(2)}`));

module.exports = { NOT_SHARED, SHARED_FACADES };
