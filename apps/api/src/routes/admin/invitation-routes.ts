import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type InvitationBatch, type TenantId } from '@academy/shared';
import type { AppConfig } from '../../config';
import { HttpError } from '../../errors';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { parseInvitationCsv } from '../../services/invitations/invitation-csv';
import { listInvitations, resendInvitation, revokeInvitation } from '../../services/invitations/invitation-list';
import { checkInvitationRows, inviteeRow } from '../../services/invitations/invitation-rows';
import { sendInvitations } from '../../services/invitations/send-invitations';
import { fromContract } from '../contract-route';
import { ADMIN_BODY_LIMIT, INVITATION_BODY_LIMIT } from './body-limits';

const rowsOf = (batch: InvitationBatch) =>
  'csv' in batch
    ? parseInvitationCsv(batch.csv)
    : batch.invitees.map((invitee, index) =>
        inviteeRow({ firstName: '', lastName: '', isPro: false, isAdmin: false, isAuthor: false, ...invitee }, index + 1),
      );

/** Invitations by e-mail (decision 051): preview a file, send all of it or nothing, list, resend, revoke. */
const adminInvitationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const settingsFor = (tenantId: TenantId) => {
    const identity = app.identitySettings(tenantId);
    if (!identity.embedded)
      throw new HttpError(
        409,
        "Invitations make accounts of the academy's own sign-in; this portal signs in elsewhere",
        'EXTERNAL_SIGN_IN',
      );
    return { origin: identity.origin, validDays: config.INVITATION_VALID_DAYS };
  };
  const admin = (authentication: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(authentication);
    return { ...actor, userId: actor.userId! };
  };

  app.route({
    ...fromContract(apiCalls.admin.invitations, {
      tags: ['admin'],
      summary: "The portal's invitations, newest first, searched, by status, with counts and the pending mails' delivery",
    }),
    config: { role: 'admin' },
    handler: async (request) => ok(request, await listInvitations(app.db, request.tenantId, request.query)),
  });

  app.route({
    ...fromContract(apiCalls.admin.previewInvitations, {
      tags: ['admin'],
      summary: 'Check a CSV (or one invitee) row by row without storing or sending anything',
    }),
    config: { role: 'admin' },
    bodyLimit: INVITATION_BODY_LIMIT,
    handler: async (request) => {
      const { validDays } = settingsFor(request.tenantId);
      const rows = await checkInvitationRows(app.db, request.tenantId, rowsOf(request.body));
      const invalid = rows.filter((row) => row.errors.length > 0).length;
      return ok(request, { rows, total: rows.length, valid: rows.length - invalid, invalid, validDays });
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.sendInvitations, {
      tags: ['admin'],
      summary: 'Send an invitation to every row, or to none when any row has an error',
    }),
    config: { role: 'admin' },
    bodyLimit: INVITATION_BODY_LIMIT,
    handler: async (request) => {
      const settings = settingsFor(request.tenantId);
      const source = 'csv' in request.body ? 'csv' : 'list';
      return ok(
        request,
        await sendInvitations(app, request.tenantId, rowsOf(request.body), admin(request.authentication), settings, source),
      );
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.resendInvitation, {
      tags: ['admin'],
      summary: 'Send a pending or expired invitation again, with a new link',
    }),
    config: { role: 'admin' },
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) =>
      ok(
        request,
        await resendInvitation(app, request.tenantId, request.params.id, admin(request.authentication), settingsFor(request.tenantId)),
      ),
  });

  app.route({
    ...fromContract(apiCalls.admin.revokeInvitation, {
      tags: ['admin'],
      summary: 'Revoke a pending or expired invitation: its link stops working',
    }),
    config: { role: 'admin' },
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) =>
      ok(request, await revokeInvitation(app.db, request.tenantId, request.params.id, admin(request.authentication))),
  });
};

export default adminInvitationRoutes;
