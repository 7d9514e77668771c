import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_IDS,
  ContentList,
  ContentListQuery,
  ContentTexts,
  EntryIdParams,
  ErrorAnswer,
  PAGE_SIZE_DEFAULT,
  RevisionList,
  RevisionParams,
  ScheduleBody,
  VersionBody,
  VersionQuery,
  contentSchemas,
} from '@studio/contracts';
import {
  createEntry,
  deleteEntry,
  listEntries,
  listRevisions,
  publishEntry,
  readEntry,
  readRevision,
  restoreRevision,
  scheduleEntry,
  unpublishEntry,
  updateEntry,
  type ContentActor,
  type EntryOutcome,
} from '../../domain/content/store/index.js';
import { HttpError } from '../../http/errors.js';
import { SIGNED_OUT, refusalError } from '../../http/refusals.js';
import { errorAnswers } from '../schemas.js';

/** The signed-in editor a content route acts for, with role and address for the audit. */
export function editorOf(
  request: FastifyRequest,
): ContentActor & { id: string; role: 'admin' | 'super_admin' } {
  if (!request.auth) throw refusalError(SIGNED_OUT);
  const { user } = request.auth;
  return { id: user.id, email: user.email, role: user.role, ip: request.ip };
}

/**
 * Content Management: one set of routes per collection (`/api/content/articles`, …), each with
 * its own schemas in the OpenAPI document. Admins and super admins edit; deleting a published
 * entry is for super admins. Writes name the version they edit: a stale one answers 409 with the
 * entry as it is now.
 */
const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const staff = app.requireSession(['admin', 'super_admin']);
  const writeLimit = { rateLimit: app.contentWriteRateLimit };

  for (const type of CONTENT_TYPE_IDS) {
    const base = `/api/content/${type}`;
    const label = CONTENT_TYPES[type].label;
    const schemas = contentSchemas(type);
    const tags = [`content: ${type}`];
    const writeAnswers = {
      200: schemas.EntryAnswer,
      409: Type.Union([schemas.Conflict, ErrorAnswer]),
      ...errorAnswers,
    };

    /** Maps a change's outcome to its answer, and re-renders what it touched once committed. */
    const answer = async (
      reply: FastifyReply,
      outcome: EntryOutcome,
      message: string,
      status = 200,
    ) => {
      if (!outcome.ok) {
        if (outcome.reason === 'stale') {
          return reply.code(409).send({
            success: false as const,
            message: ContentTexts.stale,
            current: outcome.current,
          });
        }
        throw refusalError(outcome);
      }
      await app.publishPages(outcome.pages);
      return reply.code(status).send({ success: true as const, message, entry: outcome.entry });
    };

    app.get(
      base,
      {
        onRequest: staff,
        schema: {
          tags,
          summary: `${label} entries by last change: filter by state, search text, page.`,
          querystring: ContentListQuery,
          response: { 200: ContentList, ...errorAnswers },
        },
      },
      async (request) => {
        const page = request.query.page ?? 1;
        const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
        const { items, total } = await listEntries(db, type, { ...request.query, page, pageSize });
        return {
          success: true as const,
          message: ContentTexts.listed,
          items,
          page,
          pageSize,
          total,
        };
      },
    );

    app.post(
      base,
      {
        onRequest: staff,
        config: writeLimit,
        schema: {
          tags,
          summary: `Create a draft ${label.toLowerCase()} (its slug comes from its title unless given).`,
          body: schemas.Create,
          response: { 201: schemas.EntryAnswer, ...errorAnswers },
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await createEntry(db, {
            type,
            slug: request.body.slug,
            data: request.body.data as Record<string, unknown>,
            actor: editorOf(request),
            now: clock.now(),
          }),
          ContentTexts.created,
          201,
        ),
    );

    app.get(
      `${base}/:id`,
      {
        onRequest: staff,
        schema: {
          tags,
          summary: `One ${label.toLowerCase()}: its working draft, what is live, state and version.`,
          params: EntryIdParams,
          response: {
            200: Type.Object(
              { success: Type.Literal(true), entry: schemas.Entry },
              { additionalProperties: false },
            ),
            ...errorAnswers,
          },
        },
      },
      async (request) => {
        const entry = await readEntry(db, type, request.params.id);
        if (!entry) throw new HttpError(404, ContentTexts.notFound);
        return { success: true as const, entry };
      },
    );

    app.put(
      `${base}/:id`,
      {
        onRequest: staff,
        config: writeLimit,
        schema: {
          tags,
          summary: `Save the working draft of a ${label.toLowerCase()} (the live page is untouched).`,
          params: EntryIdParams,
          body: schemas.Update,
          response: writeAnswers,
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await updateEntry(db, {
            type,
            id: request.params.id,
            version: request.body.version,
            slug: request.body.slug,
            data: request.body.data as Record<string, unknown>,
            autosave: request.body.autosave ?? false,
            actor: editorOf(request),
            now: clock.now(),
          }),
          ContentTexts.saved,
        ),
    );

    const actions = [
      ['publish', 'Publish the working draft now.', publishEntry, ContentTexts.published],
      [
        'unpublish',
        'Take the live page down (the draft stays).',
        unpublishEntry,
        ContentTexts.unpublished,
      ],
    ] as const;
    for (const [action, summary, run, message] of actions) {
      app.post(
        `${base}/:id/${action}`,
        {
          onRequest: staff,
          config: writeLimit,
          schema: {
            tags,
            summary,
            params: EntryIdParams,
            body: VersionBody,
            response: writeAnswers,
          },
        },
        async (request, reply) =>
          answer(
            reply,
            await run(db, {
              type,
              id: request.params.id,
              version: request.body.version,
              actor: editorOf(request),
              now: clock.now(),
            }),
            message,
          ),
      );
    }

    app.post(
      `${base}/:id/schedule`,
      {
        onRequest: staff,
        config: writeLimit,
        schema: {
          tags,
          summary:
            'Publish the working draft, as it is now, at a set time; `publishAt: null` cancels.',
          params: EntryIdParams,
          body: ScheduleBody,
          response: writeAnswers,
        },
      },
      async (request, reply) => {
        const { publishAt } = request.body;
        return answer(
          reply,
          await scheduleEntry(db, {
            type,
            id: request.params.id,
            version: request.body.version,
            publishAt: publishAt === null ? null : new Date(publishAt),
            actor: editorOf(request),
            now: clock.now(),
          }),
          publishAt === null ? ContentTexts.unscheduled : ContentTexts.scheduled,
        );
      },
    );

    app.get(
      `${base}/:id/revisions`,
      {
        onRequest: staff,
        schema: {
          tags,
          summary: 'Revisions kept (who, when, why, which fields), newest first.',
          params: EntryIdParams,
          response: { 200: RevisionList, ...errorAnswers },
        },
      },
      async (request) => {
        const items = await listRevisions(db, type, request.params.id);
        if (!items) throw new HttpError(404, ContentTexts.notFound);
        return { success: true as const, items };
      },
    );

    app.get(
      `${base}/:id/revisions/:revisionId`,
      {
        onRequest: staff,
        schema: {
          tags,
          summary: 'One revision with its document.',
          params: RevisionParams,
          response: { 200: schemas.RevisionDetail, ...errorAnswers },
        },
      },
      async (request) => {
        const { id, revisionId } = request.params;
        const revision = await readRevision(db, type, id, revisionId);
        if (!revision) throw new HttpError(404, ContentTexts.revisionNotFound);
        return { success: true as const, revision };
      },
    );

    app.post(
      `${base}/:id/revisions/:revisionId/restore`,
      {
        onRequest: staff,
        config: writeLimit,
        schema: {
          tags,
          summary: 'Make a revision the new working draft (nothing live changes).',
          params: RevisionParams,
          body: VersionBody,
          response: writeAnswers,
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await restoreRevision(db, {
            type,
            id: request.params.id,
            revisionId: request.params.revisionId,
            version: request.body.version,
            actor: editorOf(request),
            now: clock.now(),
          }),
          ContentTexts.restored,
        ),
    );

    app.delete(
      `${base}/:id`,
      {
        onRequest: staff,
        config: writeLimit,
        schema: {
          tags,
          summary: `Delete a ${label.toLowerCase()} (a published one only by a super admin).`,
          params: EntryIdParams,
          querystring: VersionQuery,
          response: writeAnswers,
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await deleteEntry(db, {
            type,
            id: request.params.id,
            version: request.query.version,
            actor: editorOf(request),
            now: clock.now(),
          }),
          ContentTexts.deleted,
        ),
    );
  }
};

export default contentRoutes;
