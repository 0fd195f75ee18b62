import { describe, expect, it } from 'vitest';
import { releaseLock, type Lockfile } from './release-lock';

/** A repository lock in miniature: a workspace with its own copy of a package the root also has in another version. */
const lock: Lockfile = {
  name: 'academy',
  lockfileVersion: 3,
  packages: {
    '': { name: 'academy' },
    'node_modules/@academy/api': { resolved: 'apps/api', link: true },
    'apps/api/node_modules/plugin': { version: '5.1.0', dependencies: {} },
    'node_modules/plugin': { version: '6.0.1', dev: true },
    'node_modules/server': { version: '5.0.0', dependencies: { logger: '^10' } },
    'node_modules/helmet': { version: '13.0.0', dependencies: { plugin: '^6' } },
    'node_modules/logger': { version: '10.1.0', optionalDependencies: { 'native-only': '^1' }, peerDependencies: { server: '*' } },
    'node_modules/linter': { version: '9.0.0', dev: true },
  },
};

describe('the release lock', () => {
  it('keeps what the bundle imports and what that needs, at the versions its workspace resolves, and nothing else', () => {
    const { lock: release, dependencies } = releaseLock(lock, 'academy-release', '1.0.0', {
      server: 'apps/api',
      plugin: 'apps/api',
      helmet: 'apps/api',
    });
    expect(dependencies).toEqual({ helmet: '13.0.0', plugin: '5.1.0', server: '5.0.0' });
    expect(release.packages['']).toEqual({ name: 'academy-release', version: '1.0.0', dependencies });
    expect(Object.fromEntries(Object.entries(release.packages).map(([location, entry]) => [location, entry.version]))).toEqual({
      '': '1.0.0',
      // The API's own copy moves to the top; the hoisted other version nests under the package that needs it.
      'node_modules/plugin': '5.1.0',
      'node_modules/helmet': '13.0.0',
      'node_modules/helmet/node_modules/plugin': '6.0.1',
      'node_modules/server': '5.0.0',
      'node_modules/logger': '10.1.0',
    });
    expect(release.packages['node_modules/helmet/node_modules/plugin']).not.toHaveProperty('dev');
  });

  it('refuses a package the bundle imports that is not installed', () => {
    expect(() => releaseLock(lock, 'academy-release', '1.0.0', { missing: 'apps/api' })).toThrow(
      /missing is imported by the bundle but not installed/,
    );
  });
});
