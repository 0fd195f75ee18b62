import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import type { AppConfig } from '../../config';
import { ok } from '../../plugins/envelope';
import { speakingUser } from '../../services/accounts/authentication';
import { saveTopicRequest } from '../../services/topic-requests/topic-requests';
import { fromContract } from '../contract-route';
import { SMALL_BODY_LIMIT } from '../feedback/feedback-routes';
import { clientAddressKey } from '../../services/rate-limit/client-address';

export const TOPIC_REQUEST_THANKS = 'Thank you: your request is with the team, who read every one when deciding what to write next.';
const SIGNED_IN_PER_HOUR = 30;

/** POST /api/topic-requests: anyone asks the portal for a topic; limited per address (visitors) or per learner, like feedback. */
const topicRequestRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...fromContract(apiCalls.topicRequests.send, {
      tags: ['topic-requests'],
      summary: "Ask for a topic the portal does not teach yet; it reaches the portal's admins",
    }),
    bodyLimit: SMALL_BODY_LIMIT,
    handler: async (request) => {
      const user = speakingUser(request.authentication);
      await (user
        ? app.limiter.hit({ bucket: 'topic-request:user', limit: SIGNED_IN_PER_HOUR, windowSeconds: 3_600 }, user.id)
        : app.limiter.hit(
            { bucket: 'topic-request:anonymous', limit: config.ANONYMOUS_TOPIC_REQUESTS_PER_HOUR, windowSeconds: 3_600 },
            clientAddressKey(request.ip),
          ));
      const id = await saveTopicRequest(app.db, request.tenantId, user?.id ?? null, request.body);
      return ok(request, { id, message: TOPIC_REQUEST_THANKS });
    },
  });
};

export default topicRequestRoutes;
