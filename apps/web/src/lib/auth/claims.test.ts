import { describe, expect, it } from 'vitest';
import { decodeClaims, displayName } from './claims';

const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('decodeClaims', () => {
  it('reads the payload of an access token, names in any script included', () => {
    const claims = decodeClaims(jwt({ sub: 'u-1', exp: 10, email: 'zoë@kube.academy.test', firstName: 'Zoë', lastName: 'Ærø' }));
    expect(claims).toEqual({ sub: 'u-1', exp: 10, email: 'zoë@kube.academy.test', firstName: 'Zoë', lastName: 'Ærø' });
  });

  it("fails with 'No token provided' when there is no token", () => {
    expect(() => decodeClaims(null)).toThrow('No token provided');
    expect(() => decodeClaims(undefined)).toThrow('No token provided');
    expect(() => decodeClaims('')).toThrow('No token provided');
  });

  it('refuses tokens that are not JWTs or have no subject', () => {
    expect(() => decodeClaims('opaque')).toThrow('The token is not a JWT');
    expect(() => decodeClaims(jwt({ email: 'a@b.test' }))).toThrow('The token has no subject');
  });
});

describe('displayName', () => {
  it('shows first and last name, else the e-mail, else the subject', () => {
    expect(displayName({ sub: 's', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test' })).toBe('Ada Lovelace');
    expect(displayName({ sub: 's', email: 'ada@x.test' })).toBe('ada@x.test');
    expect(displayName({ sub: 's' })).toBe('s');
  });
});
