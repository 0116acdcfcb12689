import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { CursorGoneBody } from '../../../shared/api/sales.ts';
import type { RouteOptions } from '../../context.ts';
import { MAX_LIMIT } from '../../http/paging.ts';
import { notificationsAfter, pruneNotifications } from './repository.ts';

export const DEFAULT_NOTIFICATION_LIMIT = 100;
const PRUNE_EVERY_MS = 3600_000;
export const NEWEST_HEADER = 'x-cnpy-newest-sequence-id';

/** GET /push_notifications (spec §4.9, §6), v2 only; prunes old notifications at start and hourly. */
export const pushNotificationRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, config }) => {
  const prune = async () => {
    try {
      await pruneNotifications(db, config.notificationRetentionDays);
    } catch (error) {
      app.log.error({ err: error }, 'pruning push notifications failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  // Path, query and answer as the register's client describes the call (shared/api/operations.ts): one description, both sides.
  const { pushNotifications } = operations;
  app.get(pushNotifications.path, {
    config: { auth: 'token-or-basic' },
    schema: {
      tags: ['push notifications'], summary: 'Change notifications of the location, ascending by sequence_id',
      description: [
        'Every create and update of InventoryItem, Brand, Strain, Order and LineItem appends one; per location, sequence_id',
        'increases by one in commit order, so a poller that keeps the last sequence_id it saw never skips one.',
        `Extensions: after_sequence_id (exclusive cursor) and limit (default ${DEFAULT_NOTIFICATION_LIMIT}, at most ${MAX_LIMIT}).`,
        'Notifications older than the retention period (30 days by default) are pruned. A cursor older than the oldest kept',
        'notification, or beyond the newest one, answers 410 {error, oldest_sequence_id}: reload the records, then poll from',
        'the newest sequence_id. Each page carries the header X-CNPY-Newest-Sequence-Id (extension): the newest id issued',
        'when the page was read, so a client that reloads knows where to start polling.',
      ].join(' '),
      security: [{ token: [] }, { basic: [] }],
      querystring: pushNotifications.query,
      response: { 200: pushNotifications.answer, 410: CursorGoneBody, 422: ValidationErrorBody },
    },
  }, async (request, reply) => {
    const { after_sequence_id: after, limit } = request.query;
    const page = await notificationsAfter(db, request.session.companyId, after, Math.min(limit ?? DEFAULT_NOTIFICATION_LIMIT, MAX_LIMIT));
    if (page.kind === 'gone') {
      return reply.status(410).send({
        error: 'Notifications after this sequence id are no longer kept; reload, then poll from the newest sequence id',
        oldest_sequence_id: page.oldestSequenceId,
      });
    }
    return reply.header(NEWEST_HEADER, String(page.newestSequenceId)).send({ push_notifications: page.notifications });
  });
};
