import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { changeAccess, searchUsers, type AccessChange } from '../../services/admin/users';
import { ADMIN_BODY_LIMIT } from './body-limits';
import { fromContract } from '../contract-route';

/** The users table of the portal and the admin and pro toggles. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.admin.searchUsers, {
      tags: ['admin'],
      summary: "One page of the portal's users (zero-based pageNumber, totalElements), searched over login and names",
    }),
    config: { role: 'admin', ability: 'users:read' },
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => ok(request, { result: await searchUsers(app.db, request.tenantId, request.body) }),
  });

  // A GET that changes state because the spec's client calls it so: admin-only, bearer-only, idempotent.
  app.route({
    ...fromContract(apiCalls.admin.toggleAccess, {
      tags: ['admin'],
      summary: "Set a user's admin right (?toggle=true|false), pro right (?pro=true|false) or author right (?author=true|false)",
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      const { toggle, pro, author } = request.query;
      const change: AccessChange =
        toggle !== undefined
          ? { right: 'admin', grant: toggle }
          : pro !== undefined
            ? { right: 'pro', grant: pro }
            : { right: 'author', grant: author! };
      const actor = actorOf(request.authentication);
      return ok(request, await changeAccess(app.db, request.tenantId, request.params.userId, change, { ...actor, userId: actor.userId! }));
    },
  });
};

export default adminUserRoutes;
