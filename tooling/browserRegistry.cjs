// A webpack loader for the registry (@moneta/shared's remotes.json) in the browser builds: the browser gets the
// fields it reads, not those only the builds and the server use (a page's source file, a remote's dev port, the
// headings the server draws into a screen's first frame), which every route would otherwise download.
const BUILD_ONLY = { remote: ['devPort'], page: ['source', 'heading', 'description'] };

const without = (entry, keys) =>
  Object.fromEntries(Object.entries(entry).filter(([key]) => !keys.includes(key)));

/** The registry's JSON without the build-only fields. */
function browserRegistry(source) {
  const registry = JSON.parse(source);
  const stripped = Object.fromEntries(
    Object.entries(registry).map(([name, remote]) => [
      name,
      {
        ...without(remote, BUILD_ONLY.remote),
        pages: remote.pages.map((page) => without(page, BUILD_ONLY.page)),
      },
    ]),
  );
  return JSON.stringify(stripped);
}

module.exports = browserRegistry;
