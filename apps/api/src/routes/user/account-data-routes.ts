import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../plugins/envelope';
import type { DataOwner } from '../../services/account-data/data-owner';
import { deleteAccount } from '../../services/account-data/delete-account';
import { exportAccountData } from '../../services/account-data/export-account-data';
import { fromContract } from '../contract-route';

const ownerOf = (request: FastifyRequest): DataOwner => ({ tenantId: request.tenantId, user: request.authentication.user! });

/** The privacy page's promises (decision 026): download everything kept about you, and delete your account. */
const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const download = fromContract(apiCalls.user.downloadData, {
    tags: ['user'],
    summary:
      'Everything the academy keeps about the signed-in user, as a JSON file: profile, progress, favourites, attempts, feedback, addresses, mail',
  });
  app.route({
    ...download,
    // The answer is the file itself, not an envelope (a refusal is an envelope as usual).
    schema: { ...download.schema, response: undefined, produces: ['application/json'] },
    config: { role: 'user' },
    handler: async (request, reply) => {
      const document = await exportAccountData(app.db, ownerOf(request));
      const day = document.exportedAt.slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.tenantId}-academy-data-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(document, null, 2));
    },
  });

  app.route({
    ...fromContract(apiCalls.user.deleteAccount, {
      tags: ['user'],
      summary: "Delete the signed-in user's account (confirmation: their login): personal data removed or anonymised, every sign-in ended",
    }),
    config: { role: 'user' },
    handler: async (request) => {
      await deleteAccount(app.db, ownerOf(request), request.body.confirmation);
      return ok(request, { message: 'Your account and your personal data were deleted' });
    },
  });
};

export default accountDataRoutes;
