import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  envelopeSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  tenantQuerySchema,
  unknownUserSchema,
  userAccessSchema,
  userDetailsSchema,
  type UserDetails,
} from '@academy/shared';
import type { AppConfig } from '../../config';
import { identityAccounts, users } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { ok } from '../../plugins/envelope';
import { confirmAccountCode, resendAccountCode } from '../../services/accounts/account-verification';
import { withVerifiedRights, type AcademyUser } from '../../services/accounts/authentication';

const details = (user: AcademyUser): UserDetails => ({
  userId: user.id,
  login: user.login,
  firstName: user.firstName,
  lastName: user.lastName,
  isAdmin: user.isAdmin,
  isPro: user.isPro,
  isEmailVerified: user.emailVerified,
});

const userRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/user/getUserDetails',
    {
      config: { role: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'The academy account of the signed-in user, or where to register when there is none',
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(z.union([userDetailsSchema, unknownUserSchema])) },
      },
    },
    async (request) => {
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
        return ok(request, details(withVerifiedRights(row)));
      }
      return ok(request, { login: null, registrationUrl: app.identitySettings(request.tenantId).registrationUrl });
    },
  );

  app.get(
    '/api/user/verifyUserAccess',
    {
      config: { role: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'Whether the signed-in user has an account in this portal, and its roles',
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(userAccessSchema) },
      },
    },
    async (request) => {
      const { user } = request.authentication;
      return ok(request, { tenantId: request.tenantId, hasAccess: user !== null, isAdmin: user?.isAdmin ?? false, isPro: user?.isPro ?? false });
    },
  );

  app.put(
    '/api/user/profile',
    {
      config: { role: 'user' },
      schema: {
        tags: ['user'],
        summary: "Change the signed-in user's name",
        body: profileUpdateSchema,
        response: { 200: envelopeSchema(userDetailsSchema) },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/api/user/password',
    {
      config: { role: 'user' },
      schema: {
        tags: ['user'],
        summary: "Change the signed-in user's password (embedded identity provider only); ends the account's other sign-ins",
        body: passwordChangeSchema,
        response: { 200: envelopeSchema(z.object({ message: z.string() })) },
      },
    },
    async (request) => {
      const user = request.authentication.user!;
      const [identity] = await app.db
        .select()
        .from(identityAccounts)
        .where(and(eq(identityAccounts.tenantId, request.tenantId), eq(identityAccounts.id, user.subject)));
      if (!identity) throw badRequest('Your password is managed by your identity provider');
      if (!(await verifyPassword(request.body.currentPassword, identity.passwordHash))) {
        throw new HttpError(400, 'The current password is not right', 'WRONG_PASSWORD', 'currentPassword');
      }
      await app.db
        .update(identityAccounts)
        .set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: new Date() })
        .where(eq(identityAccounts.id, identity.id));
      // Whoever else holds a sign-in of this account (a stolen refresh token, a forgotten browser) is out.
      await app.endSignIns({ tenantId: request.tenantId, accountId: identity.id, keepGrantId: request.authentication.claims?.grantId });
      return ok(request, { message: 'Your password was changed; your other sign-ins were ended' });
    },
  );

  app.post(
    '/api/user/email-verification',
    {
      config: { role: 'user' },
      schema: {
        tags: ['user'],
        summary: "Mail a new code to the signed-in user's unverified address (embedded identity provider only)",
        response: { 200: envelopeSchema(z.object({ message: z.string() })) },
      },
    },
    async (request) => ok(request, await resendAccountCode(app, request.authentication.user!)),
  );

  app.post(
    '/api/user/email-verification/confirm',
    {
      config: { role: 'user' },
      schema: {
        tags: ['user'],
        summary: "Confirm the signed-in user's address with the code mailed to it; admin and pro rights then apply",
        body: accountCodeSchema,
        response: { 200: envelopeSchema(userDetailsSchema) },
      },
    },
    async (request) => {
      const user = request.authentication.user!;
      await confirmAccountCode(app.db, user, request.body.verificationCode);
      const [verified] = await app.db.select().from(users).where(eq(users.id, user.id));
      return ok(request, details(verified));
    },
  );
};

export default userRoutes;
