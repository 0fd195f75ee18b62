import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type UserDetails } from '@academy/shared';
import type { AppConfig } from '../../config';
import { badRequest, HttpError } from '../../errors';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { ok } from '../../plugins/envelope';
import { confirmAccountCode, resendAccountCode } from '../../services/accounts/account-verification';
import { withVerifiedRights, type AcademyUser } from '../../services/accounts/authentication';
import { findIdentityAccount, findUser, provisionUser, setPasswordHash, updateProfile } from '../../services/accounts/user-account';
import { fromContract } from '../contract-route';

/** Checks of the current password per account: a stolen access token must not become a password oracle. */
const PASSWORD_CHECKS = { bucket: 'password-check', limit: 5, windowSeconds: 900 };

/** An admin awaiting a second factor (decision 052) is told so, with learner rights, whatever row the handler read. */
const details = (user: AcademyUser, adminAwaitsSecondFactor = false): UserDetails => ({
  userId: user.id,
  login: user.login,
  firstName: user.firstName,
  lastName: user.lastName,
  isAdmin: user.isAdmin && !adminAwaitsSecondFactor,
  isPro: user.isPro,
  isAuthor: user.isAuthor,
  isEmailVerified: user.emailVerified,
  adminAwaitsSecondFactor,
});

const userRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...fromContract(apiCalls.user.details, {
      tags: ['user'],
      summary: 'The academy account of the signed-in user, or where to register when there is none',
    }),
    config: { role: 'signed-in' },
    handler: async (request) => {
      const { claims, user, adminAwaitsSecondFactor } = request.authentication;
      if (user) return ok(request, details(user, adminAwaitsSecondFactor));
      if (config.AUTO_PROVISION_USERS && claims)
        return ok(request, details(withVerifiedRights(await provisionUser(app.db, request.tenantId, claims))));
      return ok(request, { login: null, registrationUrl: app.identitySettings(request.tenantId).registrationUrl });
    },
  });

  app.route({
    ...fromContract(apiCalls.user.access, {
      tags: ['user'],
      summary: 'Whether the signed-in user has an account in this portal, and its roles',
    }),
    config: { role: 'signed-in' },
    handler: async (request) => {
      const { user } = request.authentication;
      return ok(request, {
        tenantId: request.tenantId,
        hasAccess: user !== null,
        isAdmin: user?.isAdmin ?? false,
        isPro: user?.isPro ?? false,
      });
    },
  });

  app.route({
    ...fromContract(apiCalls.user.updateProfile, { tags: ['user'], summary: "Change the signed-in user's name" }),
    config: { role: 'user' },
    handler: async (request) =>
      ok(
        request,
        details(
          await updateProfile(app.db, request.tenantId, request.authentication.user!, request.body),
          request.authentication.adminAwaitsSecondFactor,
        ),
      ),
  });

  app.route({
    ...fromContract(apiCalls.user.changePassword, {
      tags: ['user'],
      summary:
        "Change the signed-in user's password (embedded identity provider only; 5 checks of the current one per 15 minutes); ends the account's other sign-ins",
    }),
    config: { role: 'user' },
    handler: async (request) => {
      const user = request.authentication.user!;
      const identity = await findIdentityAccount(app.db, request.tenantId, user);
      if (!identity) throw badRequest('Your password is managed by your identity provider');
      await app.limiter.hit(PASSWORD_CHECKS, user.id);
      if (!(await verifyPassword(request.body.currentPassword, identity.passwordHash))) {
        throw new HttpError(400, 'The current password is not right', 'WRONG_PASSWORD', 'currentPassword');
      }
      await setPasswordHash(app.db, identity.id, await hashPassword(request.body.newPassword));
      // Whoever else holds a sign-in of this account (a stolen refresh token, a forgotten browser) is out.
      await app.endSignIns({ tenantId: request.tenantId, accountId: identity.id, keepGrantId: request.authentication.claims?.grantId });
      return ok(request, { message: 'Your password was changed; your other sign-ins were ended' });
    },
  });

  app.route({
    ...fromContract(apiCalls.user.resendCode, {
      tags: ['user'],
      summary: "Mail a new code to the signed-in user's unverified address (embedded identity provider only)",
    }),
    config: { role: 'user' },
    handler: async (request) => ok(request, await resendAccountCode(app, request.authentication.user!)),
  });

  app.route({
    ...fromContract(apiCalls.user.confirmCode, {
      tags: ['user'],
      summary: "Confirm the signed-in user's address with the code mailed to it; admin and pro rights then apply",
    }),
    config: { role: 'user' },
    handler: async (request) => {
      const user = request.authentication.user!;
      await confirmAccountCode(app.db, user, request.body.verificationCode);
      return ok(request, details(await findUser(app.db, user.id), request.authentication.adminAwaitsSecondFactor));
    },
  });
};

export default userRoutes;
