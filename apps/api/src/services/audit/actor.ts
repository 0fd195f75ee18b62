import type { Authentication } from '../accounts/authentication';
import type { Actor } from './audit-log';

/** The caller of an admin route: the signed-in user, or the personal access token (by its name). */
export function actorOf(authentication: Authentication): Actor {
  const { user, token } = authentication;
  if (user) return { userId: user.id, tokenId: null, label: user.login, firstName: user.firstName || user.login };
  if (token) return { userId: null, tokenId: token.id, label: `token:${token.name}`, firstName: token.name };
  throw new Error('actorOf called on an unauthenticated request');
}
