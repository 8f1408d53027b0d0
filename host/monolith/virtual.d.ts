/** Each page's federation id -> its import(), generated from the registry of remotes by ./remotePages.cjs. */
declare module 'virtual:remote-pages' {
  const pages: Record<string, () => Promise<{ default: import('react').ComponentType }>>;
  export default pages;
}
