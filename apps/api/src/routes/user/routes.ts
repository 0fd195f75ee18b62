import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type UserDetails } from '@academy/shared';
import type { AppConfig } from '../../config';
import { identityAccounts, users } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { ok } from '../../plugins/envelope';
import type { AcademyUser } from '../../services/accounts/authentication';
import { fromContract } from '../contract-route';

/** Checks of the current password per account: a stolen access token must not become a password oracle. */
const PASSWORD_CHECKS = { bucket: 'password-check', limit: 5, windowSeconds: 900 };

const details = (user: AcademyUser): UserDetails => ({
  userId: user.id,
  login: user.login,
  firstName: user.firstName,
  lastName: user.lastName,
  isAdmin: user.isAdmin,
  isPro: user.isPro,
});

const userRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...fromContract(apiCalls.user.details, { tags: ['user'], summary: 'The academy account of the signed-in user, or where to register when there is none' }),
    config: { role: 'signed-in' },
    handler: async (request) => {
      const { claims, user } = request.authentication;
      if (user) return ok(request, details(user));
      if (config.AUTO_PROVISION_USERS && claims) {
        const [created] = await app.db
          .insert(users)
          .values({
            tenantId: request.tenantId,
            subject: claims.sub,
            login: claims.email ?? claims.sub,
            firstName: claims.firstName ?? '',
            lastName: claims.lastName ?? '',
          })
          .onConflictDoNothing()
          .returning();
        const [row] = created
          ? [created]
          : await app.db.select().from(users).where(and(eq(users.tenantId, request.tenantId), eq(users.subject, claims.sub)));
        return ok(request, details(row));
      }
      return ok(request, { login: null, registrationUrl: app.identitySettings(request.tenantId).registrationUrl });
    },
  });

  app.route({
    ...fromContract(apiCalls.user.access, { tags: ['user'], summary: 'Whether the signed-in user has an account in this portal, and its roles' }),
    config: { role: 'signed-in' },
    handler: async (request) => {
      const { user } = request.authentication;
      return ok(request, { tenantId: request.tenantId, hasAccess: user !== null, isAdmin: user?.isAdmin ?? false, isPro: user?.isPro ?? false });
    },
  });

  app.route({
    ...fromContract(apiCalls.user.updateProfile, { tags: ['user'], summary: "Change the signed-in user's name" }),
    config: { role: 'user' },
    handler: async (request) => {
      const user = request.authentication.user!;
      const [updated] = await app.db.transaction(async (tx) => {
        await tx
          .update(identityAccounts)
          .set({ ...request.body, updatedAt: new Date() })
          .where(and(eq(identityAccounts.tenantId, request.tenantId), eq(identityAccounts.id, user.subject)));
        return tx.update(users).set({ ...request.body, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      });
      return ok(request, details(updated));
    },
  });

  app.route({
    ...fromContract(apiCalls.user.changePassword, { tags: ['user'], summary: "Change the signed-in user's password (embedded identity provider only); 5 checks of the current password per 15 minutes" }),
    config: { role: 'user' },
    handler: async (request) => {
      const user = request.authentication.user!;
      const [identity] = await app.db
        .select()
        .from(identityAccounts)
        .where(and(eq(identityAccounts.tenantId, request.tenantId), eq(identityAccounts.id, user.subject)));
      if (!identity) throw badRequest('Your password is managed by your identity provider');
      await app.limiter.hit(PASSWORD_CHECKS, user.id);
      if (!(await verifyPassword(request.body.currentPassword, identity.passwordHash))) {
        throw new HttpError(400, 'The current password is not right', 'WRONG_PASSWORD', 'currentPassword');
      }
      await app.db
        .update(identityAccounts)
        .set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: new Date() })
        .where(eq(identityAccounts.id, identity.id));
      return ok(request, { message: 'Your password was changed' });
    },
  });
};

export default userRoutes;
