import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type TenantId } from '@academy/shared';
import { forbidden, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { createAlert, deleteAlerts, getAlert, listAlerts, updateAlert } from '../../services/admin/alerts';
import { ADMIN_BODY_LIMIT, deletedMessage } from './body-limits';
import { fromContract } from '../contract-route';

const WRITE = { role: 'admin', ability: 'alerts:write' } as const;

/** An alert is always the portal's own: a body naming another portal is refused, not moved. */
function ensureOwnPortal(given: TenantId | undefined, portal: TenantId): void {
  if (given !== undefined && given !== portal) {
    throw forbidden(`You are managing the ${portal} portal: an alert for ${given} must be made in the ${given} portal`);
  }
}

/** The admin alert list and its create, edit, replicate (a create) and delete calls. */
const adminAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.admin.alerts, {
      tags: ['admin'],
      summary: "All of the portal's alerts, scheduled and expired ones included, newest first",
    }),
    config: { role: 'admin' },
    handler: async (request) => ok(request, { result: await listAlerts(app.db, request.tenantId) }),
  });

  app.route({
    ...fromContract(apiCalls.admin.alert, { tags: ['admin'], summary: 'One alert of the portal' }),
    config: { role: 'admin' },
    handler: async (request) => {
      const alert = await getAlert(app.db, request.tenantId, request.params.id);
      if (!alert) throw notFound('This alert does not exist in this portal');
      return ok(request, alert);
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.createAlert, { tags: ['admin'], summary: 'Create an alert (also how an alert is replicated)' }),
    config: WRITE,
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => {
      ensureOwnPortal(request.body.tenantId, request.tenantId);
      return ok(request, await createAlert(app.db, request.tenantId, request.body, actorOf(request.authentication)));
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.updateAlert, { tags: ['admin'], summary: 'Replace an alert (omitted optional fields are cleared)' }),
    config: WRITE,
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => {
      ensureOwnPortal(request.body.tenantId, request.tenantId);
      const alert = await updateAlert(app.db, request.tenantId, request.params.id, request.body, actorOf(request.authentication));
      if (!alert) throw notFound('This alert does not exist in this portal');
      return ok(request, alert);
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.deleteAlerts, { tags: ['admin'], summary: 'Delete the alerts with these ids, all or none' }),
    config: WRITE,
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => {
      const deleted = await deleteAlerts(app.db, request.tenantId, request.body, actorOf(request.authentication));
      if (deleted === null) throw notFound('One of these alerts does not exist in this portal; nothing was deleted');
      return ok(request, { message: deletedMessage('alert', deleted), deleted });
    },
  });
};

export default adminAlertRoutes;
