import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../identity/accounts';
import { OidcTestClient } from '../../test/oidc-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { awayFromWindowEdge } from '../../test/window-edge';

let t: TestApp;
let token: string;
const host = 'kube.localhost:3000';
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.database.db, 'kube', {
    email: 'ada@example.com',
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'L',
  });
  token = (await new OidcTestClient(t.app, host).signIn('ada@example.com', 'correct horse battery')).access_token;
});
afterAll(() => t.close());

const call = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { host, authorization: `Bearer ${token}` } });

describe('my account', () => {
  it('changes the name in the academy and in the identity provider', async () => {
    const response = await call('PUT', '/api/user/profile', { firstName: '  Augusta ', lastName: 'King' });
    expect(response.json().data).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
    const next = await new OidcTestClient(t.app, host).signIn('ada@example.com', 'correct horse battery');
    const claims = JSON.parse(Buffer.from(next.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
  });

  it('refuses empty and overlong names with field messages and changes nothing', async () => {
    const response = await call('PUT', '/api/user/profile', { firstName: '', lastName: 'x'.repeat(61) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { errorMessage: string }) => error.errorMessage)).toEqual([
      'body.firstName: First name is a required field',
      'body.lastName: Last name must be at most 60 characters',
    ]);
  });

  it('limits checks of the current password to 5 per 15 minutes, so a stolen access token cannot guess it', async () => {
    await awayFromWindowEdge(900);
    await createAccount(t.database.db, 'kube', {
      email: 'guarded@example.com',
      password: 'correct horse battery',
      firstName: 'Gus',
      lastName: 'G',
    });
    const stolen = (await new OidcTestClient(t.app, host).signIn('guarded@example.com', 'correct horse battery')).access_token;
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        payload: { currentPassword, newPassword: 'taken over by the thief' },
        headers: { host, authorization: `Bearer ${stolen}` },
      });
    for (let guess = 0; guess < 5; guess += 1) expect((await change(`guess ${guess}`)).json().errors[0].code).toBe('WRONG_PASSWORD');
    const limited = await change('correct horse battery');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await expect(new OidcTestClient(t.app, host).signIn('guarded@example.com', 'correct horse battery')).resolves.toHaveProperty(
      'access_token',
    );
  });

  it('changes the password only with the current one', async () => {
    const wrong = await call('POST', '/api/user/password', { currentPassword: 'not it', newPassword: 'a brand new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({
      code: 'WRONG_PASSWORD',
      errorMessage: 'The current password is not right',
      field: 'currentPassword',
    });
    const short = await call('POST', '/api/user/password', { currentPassword: 'correct horse battery', newPassword: 'short' });
    expect(short.json().errors[0].errorMessage).toBe('body.newPassword: Password must be at least 10 characters');
    const changed = await call('POST', '/api/user/password', {
      currentPassword: 'correct horse battery',
      newPassword: 'a brand new password',
    });
    expect(changed.json().data).toEqual({ message: 'Your password was changed; your other sign-ins were ended' });
    await expect(new OidcTestClient(t.app, host).signIn('ada@example.com', 'correct horse battery')).rejects.toThrow(
      'sign-in refused: 401',
    );
    await expect(new OidcTestClient(t.app, host).signIn('ada@example.com', 'a brand new password')).resolves.toHaveProperty('access_token');
  });
});
