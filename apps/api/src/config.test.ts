import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';

/** What production needs besides the identity settings: https origins and a mail server. */
const PRODUCTION_BASICS = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN_TEMPLATE: 'https://{tenant}.academy.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe('configuration', () => {
  it('names every bad key at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      'Invalid configuration:\n  PORT: Invalid input: expected number, received NaN\n  DATABASE_URL: Invalid URL',
    );
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/APP_ENV: Invalid option/);
    expect(() => loadConfig({ PRO_UPGRADE_URL: 'javascript:alert(1)', LEARNING_PATH_SLUG_SPRING: '../admin' })).toThrow(
      /PRO_UPGRADE_URL: must be an https address\n {2}LEARNING_PATH_SLUG_SPRING: Invalid string/,
    );
  });

  it('refuses production with demo accounts or without the identity provider secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'true' })).toThrow(
      'DEMO_ACCOUNTS: must not be true in production (known passwords)\n  OIDC_JWKS: required in production for the embedded identity provider\n  OIDC_COOKIE_KEYS: required in production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', OIDC_JWKS: '{"keys":[]}', OIDC_COOKIE_KEYS: 'short' })).toThrow(
      /OIDC_JWKS: must be a JSON Web Key Set with private RSA keys\n {2}OIDC_COOKIE_KEYS: each key must be at least 32 characters/,
    );
  });

  it('starts in production with real secrets, or with an external provider', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'k1' };
    const config = loadConfig({
      ...PRODUCTION_BASICS,
      OIDC_JWKS: JSON.stringify({ keys: [jwk] }),
      OIDC_COOKIE_KEYS: randomBytes(32).toString('hex'),
    });
    expect(config.demoAccounts).toBe(false);
    expect(config.apiDocs).toBe(false);
    expect(config.oidcKeys.jwks?.keys[0].kid).toBe('k1');
    expect(loadConfig({ ...PRODUCTION_BASICS, OIDC_ISSUER: 'https://id.example.com' }).OIDC_ISSUER).toBe('https://id.example.com');
  });

  it('refuses production over http:// origins or issuers, or without SMTP_URL', () => {
    const external = { NODE_ENV: 'production', OIDC_ISSUER: 'https://id.example.com' };
    expect(() => loadConfig(external)).toThrow(
      'Invalid configuration:\n  PUBLIC_ORIGIN_TEMPLATE: required in production, as https:// origins (tokens and sign-in cookies must not travel in clear)\n' +
        '  SMTP_URL: required in production (without it mail only reaches the outbox, so e-mail verification proves nothing)',
    );
    expect(() => loadConfig({ ...PRODUCTION_BASICS, ...external, PUBLIC_ORIGIN_TEMPLATE: 'http://{tenant}.academy.example.com' })).toThrow(
      /PUBLIC_ORIGIN_TEMPLATE: required in production, as https/,
    );
    expect(() => loadConfig({ ...PRODUCTION_BASICS, OIDC_ISSUER: 'http://id.example.com' })).toThrow(
      /OIDC_ISSUER: must be an https:\/\/ address in production/,
    );
    expect(loadConfig({ PUBLIC_ORIGIN_TEMPLATE: 'http://{tenant}.localhost:3000' }).SMTP_URL).toBeUndefined();
  });

  it('refuses a password hash cost below 2^17 in production, and anything outside 2^14..2^20', () => {
    const external = { ...PRODUCTION_BASICS, OIDC_ISSUER: 'https://id.example.com' };
    expect(() => loadConfig({ ...external, PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST: must be at least 17 in production/);
    expect(loadConfig(external).PASSWORD_HASH_COST).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '14' }).PASSWORD_HASH_COST).toBe(14);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('keeps the memory of concurrent password hashes within half the memory limit', () => {
    const pod = 512 * 2 ** 20;
    expect(loadConfig({}, pod).PASSWORD_HASH_CONCURRENCY).toBe(2);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '3' }, pod)).toThrow(
      /PASSWORD_HASH_CONCURRENCY: 3 hashes at cost 17 hold 384 MiB, more than half of the 512 MiB memory limit/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: '18' }, pod)).toThrow(/2 hashes at cost 18 hold 512 MiB/);
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '16' }, undefined).PASSWORD_HASH_CONCURRENCY).toBe(16);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '0' }, pod)).toThrow(/PASSWORD_HASH_CONCURRENCY/);
  });

  it('serves the API documentation outside production unless API_DOCS=false, and in production only with API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION_BASICS, OIDC_ISSUER: 'https://id.example.com' }).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION_BASICS, OIDC_ISSUER: 'https://id.example.com', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS: Invalid option/);
  });

  it('defaults to the embedded database, demo accounts and portal origins on the port', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.database.engine).toBe('pglite');
    expect(config.demoAccounts).toBe(true);
    expect(config.publicOriginTemplate).toBe('http://{tenant}.localhost:4000');
  });

  it('finds the migrations, content and web app from its own location by default, or where the settings say', () => {
    const config = loadConfig({});
    expect(existsSync(join(config.MIGRATIONS_DIR, 'meta/_journal.json'))).toBe(true);
    expect(existsSync(join(config.CONTENT_DIR, 'kube'))).toBe(true);
    expect(config.WEB_DIST_DIR).toMatch(/apps\/web\/dist$/);
    const moved = loadConfig({
      MIGRATIONS_DIR: '/srv/academy/migrations',
      CONTENT_DIR: 'relative/content',
      WEB_DIST_DIR: '/srv/academy/web',
    });
    expect(moved).toMatchObject({
      MIGRATIONS_DIR: '/srv/academy/migrations',
      WEB_DIST_DIR: '/srv/academy/web',
      CONTENT_DIR: join(process.cwd(), 'relative/content'),
    });
  });

  it('logs pretty lines in development from the sources and JSON otherwise, and serves metrics only on a port of their own', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT/);
  });

  it('refuses the replaced SIGN_IN_ATTEMPTS_PER_15_MIN, naming what to set instead', () => {
    expect(() => loadConfig({ SIGN_IN_ATTEMPTS_PER_15_MIN: '10' })).toThrow(
      /SIGN_IN_ATTEMPTS_PER_15_MIN: no longer used; set SIGN_IN_FAILURES_PER_ACCOUNT_15_MIN/,
    );
  });
});
