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
  MessageAnswer,
  PresenceAnswer,
  PresenceBody,
  PresenceQuery,
  PresenceTexts,
  PreviewAnswer,
  PurgeAnswer,
  RevisionList,
  RevisionParams,
  ScheduleBody,
  TakeOverBody,
  UnpublishScheduleBody,
  VersionBody,
  VersionQuery,
  contentSchemas,
  optionalDateFields,
} from '@studio/contracts';
import {
  createEntry,
  createTranslation,
  heartbeat,
  leave,
  listEntries,
  listRevisions,
  publishEntry,
  purgeEntry,
  readEntry,
  readRevision,
  restoreRevision,
  scheduleEntry,
  scheduleUnpublish,
  takeOver,
  trashEntry,
  untrashEntry,
  unpublishEntry,
  updateEntry,
  type EntryOutcome,
} from '../../domain/content/store/index.js';
import { previewClaim, signPreview } from '../../domain/content/preview.js';
import { actorOf } from '../../http/actor.js';
import { conflict, notFound } from '../../domain/refusal.js';
import { refusalError } from '../../http/refusals.js';
import { trashListAnswer } from '../../http/trash-lists.js';
import { errorAnswers } from '../schemas.js';

/**
 * Content Management: one set of routes per collection (`/api/content/articles`, …), each with
 * its own schemas in the OpenAPI document. Admins and super admins edit and move entries to the
 * trash; only a super admin restores one from the trash or deletes it for good. Writes name the version they edit: a stale one answers 409 with the
 * entry as it is now.
 */
const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app;
  const staff = app.requireSession(['admin', 'super_admin']);
  // An open editor's heartbeat and goodbye are sent by the page, not by the person.
  const staffPassive = app.requireSession(['admin', 'super_admin'], { passive: true });
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
      if (!outcome.ok) throw refusalError(outcome);
      await app.publishPages(outcome.pages);
      return reply.code(status).send({ success: true as const, message, entry: outcome.entry });
    };

    const optionalDates = optionalDateFields(type);
    /** An optional date sent empty (`""`) is no date: it is dropped before validation. */
    const dropEmptyOptionalDates = async (request: FastifyRequest) => {
      const body = request.body as { data?: unknown } | null | undefined;
      if (typeof body !== 'object' || body === null) return;
      const data = body.data;
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
      const record = data as Record<string, unknown>;
      for (const field of optionalDates) if (record[field] === '') delete record[field];
    };

    /** A read: staff only, answered as the schema says. */
    const readRoute = <S extends object>(summary: string, schema: S) => ({
      onRequest: staff,
      schema: { tags, summary, ...schema },
    });
    /**
     * What an open editor sends by itself (presence): staff only, not the person's activity, and
     * changing no session, so a heartbeat every few seconds neither holds off the idle timeout
     * nor empties the session cache of every instance.
     */
    const presenceRoute = <S extends object>(summary: string, schema: S) => ({
      onRequest: staffPassive,
      config: { changesNoSession: true },
      schema: { tags, summary, ...schema },
    });
    /** A change: staff only, rate-limited, answering the entry or 409 with the current one. */
    const writeRoute = <S extends object>(summary: string, schema: S) => ({
      onRequest: staff,
      preValidation: dropEmptyOptionalDates,
      config: writeLimit,
      schema: { tags, summary, response: writeAnswers, ...schema },
    });
    /** What every change is given besides its own fields: the collection, who, and when. */
    const by = (request: FastifyRequest) => ({ type, actor: actorOf(request), now: clock.now() });
    const found = <T>(value: T | null, message: string): T => {
      if (value === null) throw refusalError(notFound(message));
      return value;
    };

    app.get(
      base,
      readRoute(`${label} entries by last change: filter by state, search text, page.`, {
        querystring: ContentListQuery,
        response: { 200: ContentList, ...errorAnswers },
      }),
      async (request) => {
        const page = request.query.page ?? 1;
        const pageSize = request.query.pageSize ?? PAGE_SIZE_DEFAULT;
        const { items, total } = await listEntries(db, type, { ...request.query, page, pageSize });
        return {
          ...trashListAnswer({ items, total, page, pageSize }, app.config.trashDays),
          message: ContentTexts.listed,
        };
      },
    );

    app.post(
      base,
      writeRoute(
        `Create a draft ${label.toLowerCase()} (its slug comes from its title unless given).`,
        { body: schemas.Create, response: { 201: schemas.EntryAnswer, ...errorAnswers } },
      ),
      async (request, reply) =>
        answer(
          reply,
          await createEntry(db, {
            ...by(request),
            slug: request.body.slug,
            data: request.body.data as Record<string, unknown>,
          }),
          ContentTexts.created,
          201,
        ),
    );

    app.get(
      `${base}/:id`,
      readRoute(`One ${label.toLowerCase()}: its working draft, what is live, state and version.`, {
        params: EntryIdParams,
        response: {
          200: Type.Object(
            { success: Type.Literal(true), entry: schemas.Entry },
            { additionalProperties: false },
          ),
          ...errorAnswers,
        },
      }),
      async (request) => ({
        success: true as const,
        entry: found(await readEntry(db, type, request.params.id), ContentTexts.notFound),
      }),
    );

    // The working draft of the entry, and of a translation (its translatable fields only).
    const saves = [
      {
        path: `${base}/:id`,
        summary: `Save the working draft of a ${label.toLowerCase()} (the live page is untouched).`,
        body: schemas.Update,
        translation: false,
      },
      {
        path: `${base}/:id/translation`,
        summary: `Save the working draft of a ${label.toLowerCase()}'s translation: its translatable fields only (the live page is untouched).`,
        body: schemas.TranslationUpdate,
        translation: true,
      },
    ];
    for (const { path, summary, body, translation } of saves) {
      app.put(
        path,
        writeRoute(summary, { params: EntryIdParams, body }),
        async (request, reply) =>
          answer(
            reply,
            await updateEntry(db, {
              ...by(request),
              id: request.params.id,
              version: request.body.version,
              slug: request.body.slug,
              data: request.body.data as Record<string, unknown>,
              autosave: request.body.autosave ?? false,
              translation,
            }),
            ContentTexts.saved,
          ),
      );
    }

    app.post(
      `${base}/:id/translations`,
      writeRoute(
        `Translate a ${label.toLowerCase()} into another language: a draft of its own (state, slug, schedule, revisions) holding only the translatable fields sent; the other fields stay the source's.`,
        {
          params: EntryIdParams,
          body: schemas.TranslationCreate,
          response: { 201: schemas.EntryAnswer, 409: ErrorAnswer, ...errorAnswers },
        },
      ),
      async (request, reply) =>
        answer(
          reply,
          await createTranslation(db, {
            ...by(request),
            sourceId: request.params.id,
            locale: request.body.locale,
            slug: request.body.slug,
            data: request.body.data as Record<string, unknown>,
          }),
          ContentTexts.translationCreated,
          201,
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
        writeRoute(summary, { params: EntryIdParams, body: VersionBody }),
        async (request, reply) =>
          answer(
            reply,
            await run(db, { ...by(request), id: request.params.id, version: request.body.version }),
            message,
          ),
      );
    }

    app.post(
      `${base}/:id/schedule`,
      writeRoute(
        'Publish the working draft, as it is now, at a set time; `publishAt: null` cancels.',
        { params: EntryIdParams, body: ScheduleBody },
      ),
      async (request, reply) => {
        const { publishAt, version } = request.body;
        return answer(
          reply,
          await scheduleEntry(db, {
            ...by(request),
            id: request.params.id,
            version,
            publishAt: publishAt === null ? null : new Date(publishAt),
          }),
          publishAt === null ? ContentTexts.unscheduled : ContentTexts.scheduled,
        );
      },
    );

    app.post(
      `${base}/:id/schedule-unpublish`,
      writeRoute(
        'Take the live page down at a set time (the draft stays); `unpublishAt: null` cancels.',
        { params: EntryIdParams, body: UnpublishScheduleBody },
      ),
      async (request, reply) => {
        const { unpublishAt, version } = request.body;
        return answer(
          reply,
          await scheduleUnpublish(db, {
            ...by(request),
            id: request.params.id,
            version,
            unpublishAt: unpublishAt === null ? null : new Date(unpublishAt),
          }),
          unpublishAt === null
            ? ContentTexts.unpublishUnscheduled
            : ContentTexts.unpublishScheduled,
        );
      },
    );

    app.post(
      `${base}/:id/preview`,
      {
        onRequest: staff,
        config: writeLimit,
        schema: {
          tags,
          summary:
            'A link to the page showing the working draft, for review: signed, expiring after 30 minutes, never indexed, cached or listed.',
          params: EntryIdParams,
          response: { 200: PreviewAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const entry = found(await readEntry(db, type, request.params.id), ContentTexts.notFound);
        if (entry.state === 'deleted') throw refusalError(notFound(ContentTexts.notFound));
        // The site renders its default language only: a translation's words on an English page
        // would be neither page.
        if (entry.sourceId !== null)
          throw refusalError(conflict(ContentTexts.translationPreviewUnavailable));
        const claim = previewClaim(type, entry, clock.now());
        return {
          success: true as const,
          url: `/preview/${signPreview(app.keys.preview, claim)}`,
          expiresAt: claim.expiresAt.toISOString(),
        };
      },
    );

    app.put(
      `${base}/:id/presence`,
      presenceRoute(
        'An open editor is still there (every few seconds): answers who else has the entry open and whether someone took it over from this tab.',
        {
          params: EntryIdParams,
          body: PresenceBody,
          response: { 200: PresenceAnswer, ...errorAnswers },
        },
      ),
      async (request) => {
        const seen = await heartbeat(db, {
          type,
          id: request.params.id,
          userId: actorOf(request).id,
          tabId: request.body.tabId,
          now: clock.now(),
        });
        if (!seen.ok) throw refusalError(seen);
        return { success: true as const, others: seen.others, takenOver: seen.takenOver };
      },
    );

    app.delete(
      `${base}/:id/presence`,
      presenceRoute('The editor tab closed: the others stop seeing it.', {
        params: EntryIdParams,
        querystring: PresenceQuery,
        response: { 200: MessageAnswer, ...errorAnswers },
      }),
      async (request) => {
        await leave(db, {
          type,
          id: request.params.id,
          userId: actorOf(request).id,
          tabId: request.query.tabId,
        });
        return { success: true as const, message: PresenceTexts.left };
      },
    );

    app.post(
      `${base}/:id/presence/take-over`,
      writeRoute(
        "Take the entry over from the others editing it: they are told, and the entry moves to a new version so their next save is refused as stale. Names the taker's version.",
        { params: EntryIdParams, body: TakeOverBody },
      ),
      async (request, reply) =>
        answer(
          reply,
          await takeOver(db, {
            ...by(request),
            id: request.params.id,
            userId: actorOf(request).id,
            tabId: request.body.tabId,
            version: request.body.version,
          }),
          PresenceTexts.takenOver,
        ),
    );

    app.get(
      `${base}/:id/revisions`,
      readRoute('Revisions kept (who, when, why, which fields), newest first.', {
        params: EntryIdParams,
        response: { 200: RevisionList, ...errorAnswers },
      }),
      async (request) => ({
        success: true as const,
        items: found(await listRevisions(db, type, request.params.id), ContentTexts.notFound),
      }),
    );

    app.get(
      `${base}/:id/revisions/:revisionId`,
      readRoute('One revision with its document.', {
        params: RevisionParams,
        response: { 200: schemas.RevisionDetail, ...errorAnswers },
      }),
      async (request) => {
        const { id, revisionId } = request.params;
        const revision = await readRevision(db, type, id, revisionId);
        return { success: true as const, revision: found(revision, ContentTexts.revisionNotFound) };
      },
    );

    app.post(
      `${base}/:id/revisions/:revisionId/restore`,
      writeRoute('Make a revision the new working draft (nothing live changes).', {
        params: RevisionParams,
        body: VersionBody,
      }),
      async (request, reply) =>
        answer(
          reply,
          await restoreRevision(db, {
            ...by(request),
            id: request.params.id,
            revisionId: request.params.revisionId,
            version: request.body.version,
          }),
          ContentTexts.restored,
        ),
    );

    app.delete(
      `${base}/:id`,
      writeRoute(
        `Move a ${label.toLowerCase()} to the trash: its page comes down; a super admin can restore it.`,
        { params: EntryIdParams, querystring: VersionQuery },
      ),
      async (request, reply) =>
        answer(
          reply,
          await trashEntry(db, {
            ...by(request),
            id: request.params.id,
            version: request.query.version,
          }),
          ContentTexts.trashed,
        ),
    );

    app.post(
      `${base}/:id/restore`,
      writeRoute(
        `Bring a ${label.toLowerCase()} back from the trash as a draft (super admin only; its slug must be free).`,
        { params: EntryIdParams, body: VersionBody },
      ),
      async (request, reply) =>
        answer(
          reply,
          await untrashEntry(db, {
            ...by(request),
            id: request.params.id,
            version: request.body.version,
          }),
          ContentTexts.untrashed,
        ),
    );

    app.post(
      `${base}/:id/purge`,
      {
        onRequest: staff,
        config: writeLimit,
        schema: {
          tags,
          summary: `Delete a ${label.toLowerCase()} in the trash for good, with its revisions (super admin only).`,
          params: EntryIdParams,
          body: VersionBody,
          response: { 200: PurgeAnswer, 409: writeAnswers[409], ...errorAnswers },
        },
      },
      async (request) => {
        const outcome = await purgeEntry(db, {
          ...by(request),
          id: request.params.id,
          version: request.body.version,
        });
        if (!outcome.ok) throw refusalError(outcome);
        return { success: true as const, message: ContentTexts.purged, id: outcome.id };
      },
    );
  }
};

export default contentRoutes;
