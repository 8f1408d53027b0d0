import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DASHBOARD_HOME,
  manifestVariable,
  REMOTE_NAMES,
  REMOTE_PAGES,
  REMOTES,
  SIDEBAR_PAGES,
} from './remotes';

const WORKSPACE = join(__dirname, '../../..');
const remoteFolders = readdirSync(WORKSPACE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
  .map((entry) => entry.name);

describe('the registry of remotes', () => {
  it('has an entry for every remote-* package, and a package for every entry', () => {
    expect(REMOTES.map((remote) => remote.folder).sort()).toEqual([...remoteFolders].sort());
    for (const remote of REMOTES) {
      expect(existsSync(join(WORKSPACE, remote.folder, 'package.json'))).toBe(true);
    }
  });

  it('names each remote as federation requires: remote-x is remote_x', () => {
    for (const remote of REMOTES) expect(remote.name).toBe(remote.folder.replace(/-/g, '_'));
  });

  it('points each exposed page at a source file of its remote', () => {
    for (const remote of REMOTES) {
      for (const page of remote.pages) {
        expect(existsSync(join(WORKSPACE, remote.folder, page.source))).toBe(true);
      }
    }
  });

  it('gives each page its own address and each remote its own dev port', () => {
    const routes = REMOTE_PAGES.map((page) => page.route);
    expect(new Set(routes).size).toBe(routes.length);
    const ports = REMOTES.map((remote) => remote.devPort);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports).not.toContain(3000);
  });

  it('puts only dashboard pages in the sidebar, in a fixed order', () => {
    for (const page of SIDEBAR_PAGES) expect(page.route.startsWith('/dashboard')).toBe(true);
    const orders = SIDEBAR_PAGES.map((page) => page.sidebar?.order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('sends /dashboard to a page that exists', () => {
    expect(REMOTE_PAGES.map((page) => page.route)).toContain(DASHBOARD_HOME);
  });

  it('derives the variable that moves a remote', () => {
    expect(manifestVariable({ folder: 'remote-auth' })).toBe('REMOTE_AUTH_URL');
    expect(REMOTE_NAMES).toContain('remote_auth');
  });
});
