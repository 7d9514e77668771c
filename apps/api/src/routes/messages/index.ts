import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HttpMessages,
  InboxList,
  InboxQuery,
  MessageCreate,
  MessageCreated,
  MessageIdParams,
  MessageReadAnswer,
  MessageTexts,
  PAGE_SIZE_DEFAULT,
  type MessageKind,
} from '@studio/contracts';
import {
  checkMessage,
  listMessages,
  markMailed,
  setMessageRead,
  storeMessage,
} from '../../domain/messages.js';
import { trySend } from '../../mail/deliver.js';
import { inboxMail } from '../../mail/templates.js';
import { invalidFields } from '../../domain/refusal.js';
import { refusalError } from '../../http/refusals.js';
import { actorOf } from '../../http/actor.js';
import { errorAnswers } from '../schemas.js';

const THANKS: Record<MessageKind, string> = {
  contact: MessageTexts.contactThanks,
  support: MessageTexts.contactThanks,
  'early-access': MessageTexts.earlyAccessThanks,
};

/** The inbox: the site's contact, support and early-access forms, read by admins. */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const staff = app.requireSession(['admin', 'super_admin']);

  app.post(
    '/api/messages',
    {
      config: { rateLimit: app.authRateLimit },
      schema: {
        tags: ['inbox'],
        summary:
          'Send a contact, support or early-access message (stored, and mailed to the studio inbox).',
        body: MessageCreate,
        response: { 201: MessageCreated, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const thanks = { success: true as const, message: THANKS[request.body.kind] };
      // Bots fill every field; people never see this one. Whatever else they sent, they get the
      // usual answer (no hint about the form's rules), and nothing is kept.
      if ((request.body.website ?? '').trim().length > 0) {
        request.log.info({ kind: request.body.kind }, 'honeypot filled: message dropped');
        return reply.code(201).send(thanks);
      }
      const checked = checkMessage(request.body);
      if (!checked.ok)
        throw refusalError(invalidFields(HttpMessages.invalidRequest, checked.errors));
      const now = clock.now();
      const row = await storeMessage(db, checked.message, request.ip, now);
      if (
        await trySend(
          app.mailer,
          inboxMail(app.brand, app.studioInboxEmail(), checked.message),
          request.log,
        )
      ) {
        await markMailed(db, row.id, clock.now());
      }
      return reply.code(201).send(thanks);
    },
  );

  app.get(
    '/api/admin/messages',
    {
      onRequest: staff,
      schema: {
        tags: ['inbox'],
        summary:
          'The inbox, newest first, optionally of one kind and read state, with the unread count.',
        querystring: InboxQuery,
        response: { 200: InboxList, ...errorAnswers },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
      const { items, total, unread } = await listMessages(db, {
        page,
        pageSize,
        kind: request.query.kind,
        read: request.query.read,
        q: request.query.q,
      });
      return { success: true as const, items, page, pageSize, total, unread };
    },
  );

  for (const read of [true, false]) {
    app.post(
      `/api/admin/messages/:id/${read ? 'read' : 'unread'}`,
      {
        onRequest: staff,
        schema: {
          tags: ['inbox'],
          summary: `Marks a message ${read ? 'read' : 'unread'} for every admin (no body).`,
          params: MessageIdParams,
          response: { 200: MessageReadAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const outcome = await setMessageRead(db, {
          id: request.params.id,
          read,
          actor: actorOf(request),
          ip: request.ip,
          now: clock.now(),
        });
        if (!outcome.ok) throw refusalError(outcome);
        return {
          success: true as const,
          message: read ? MessageTexts.markedRead : MessageTexts.markedUnread,
          item: outcome.item,
        };
      },
    );
  }
};

export default messageRoutes;
