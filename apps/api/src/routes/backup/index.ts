import { createHmac, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BackupDownloadQuery,
  BackupLinkAnswer,
  BackupRequest,
  ScheduledBackupsAnswer,
} from '@studio/contracts';
import { writeBackup } from '../../backup/archive.js';
import { HOUR, MINUTE, SECOND } from '../../clock.js';
import { lastScheduledFailure, listBackups, runScheduledBackup } from '../../backup/schedule.js';
import { audit } from '../../domain/audit.js';
import { confirmCurrentPassword } from '../../domain/current-password.js';
import type { Authenticated } from '../../plugins/session.js';
import { SIGNED_OUT, refusalError } from '../../http/refusals.js';
import { migrationsDir } from '../../paths.js';
import { errorAnswers } from '../schemas.js';

/** How long a download link answered by POST /api/super-admin/backup/link stays usable. */
export const BACKUP_LINK_LIFETIME_MS = 60 * SECOND;

/**
 * A super admin's backup download (System Settings → Backup & Restore). The archive holds
 * password hashes, so the password is asked again; a wrong one counts toward the lockout like a
 * failed sign-in. The archive is streamed as it is written (src/backup/archive.ts).
 *
 * Two ways to it: POST /api/super-admin/backup answers the archive itself (for scripts), and
 * POST /api/super-admin/backup/link answers a link for the browser's own download manager (the
 * admin's button), so the archive streams to disk instead of into a blob in the page's memory.
 * The link is an HMAC over the user, the session and its expiry: it works only in the session
 * that confirmed the password, for a minute, on any instance (no state to share).
 */
const backupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signTicket = (auth: Authenticated, expiresMs: number) =>
    createHmac('sha256', app.keys.backup)
      .update(`backup-download:${auth.user.id}:${auth.session.id}:${expiresMs}`)
      .digest('base64url');

  const authenticated = (request: FastifyRequest): Authenticated => {
    if (!request.auth) throw refusalError(SIGNED_OUT);
    return request.auth;
  };

  /** The password again; a wrong one is audited, counts toward the lockout and answers 400. */
  const confirmPassword = async (request: FastifyRequest, currentPassword: string) => {
    const confirmed = await confirmCurrentPassword(app.database.db, {
      user: authenticated(request).user,
      password: currentPassword,
      failedAction: 'backup.password_failed',
      ip: request.ip,
      now: app.clock.now(),
      lockout: app.securitySettings.lockout(),
    });
    if (!confirmed.ok) throw refusalError(confirmed);
  };

  /** Audits the download and streams the archive as it is written. */
  const sendArchive = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = authenticated(request);
    const now = app.clock.now();
    await audit(app.database.db, {
      action: 'backup.downloaded',
      at: now,
      actorId: user.id,
      actorEmail: user.email,
      ip: request.ip,
      details: { engine: app.database.kind },
    });
    const stream = new PassThrough();
    writeBackup(app.database, stream, { migrationsFolder: migrationsDir() }).catch(
      (error: unknown) => {
        request.log.error({ err: error }, 'backup download failed');
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    const day = now.toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/x-tar')
      .header('content-disposition', `attachment; filename="studio-backup-${day}.tar"`)
      .header('cache-control', 'no-store')
      .send(stream);
  };

  const archiveAnswer = {
    description: 'The backup archive (application/x-tar), streamed.',
    type: 'string',
    format: 'binary',
  } as const;

  app.post(
    '/api/super-admin/backup',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['backup'],
        summary:
          'Downloads a backup archive (tar: manifest, tables, media) after the password is confirmed again.',
        body: BackupRequest,
        response: { 200: archiveAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await confirmPassword(request, request.body.currentPassword);
      return sendArchive(request, reply);
    },
  );

  app.post(
    '/api/super-admin/backup/link',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['backup'],
        summary:
          'After the password is confirmed again, answers a link that downloads a backup archive in this session, valid for a minute.',
        body: BackupRequest,
        response: { 200: BackupLinkAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      await confirmPassword(request, request.body.currentPassword);
      const auth = authenticated(request);
      const expiresMs = app.clock.now().getTime() + BACKUP_LINK_LIFETIME_MS;
      const ticket = `${expiresMs.toString(36)}.${signTicket(auth, expiresMs)}`;
      return {
        success: true as const,
        url: `/api/super-admin/backup/download?ticket=${encodeURIComponent(ticket)}`,
        expiresAt: new Date(expiresMs).toISOString(),
      };
    },
  );

  app.get(
    '/api/super-admin/backup/download',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['backup'],
        summary:
          'Downloads the backup archive a link from POST /api/super-admin/backup/link names (same session, within a minute).',
        querystring: BackupDownloadQuery,
        response: { 200: archiveAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const auth = authenticated(request);
      const [stamp = '', mac = ''] = request.query.ticket.split('.');
      const expiresMs = parseInt(stamp, 36);
      const expected = Buffer.from(signTicket(auth, expiresMs));
      const given = Buffer.from(mac);
      const valid =
        Number.isSafeInteger(expiresMs) &&
        expiresMs.toString(36) === stamp &&
        given.length === expected.length &&
        timingSafeEqual(given, expected) &&
        app.clock.now().getTime() < expiresMs;
      if (!valid)
        throw refusalError({
          ok: false,
          reason: 'not_allowed',
          message:
            'This download link is not valid any more. Confirm your password again to download a backup.',
        });
      return sendArchive(request, reply);
    },
  );

  app.get(
    '/api/super-admin/backups',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['backup'],
        summary:
          'Lists the scheduled backups kept (newest first, size and time) and the last scheduled one if it failed.',
        response: { 200: ScheduledBackupsAnswer, ...errorAnswers },
      },
    },
    async () => ({
      success: true as const,
      intervalHours: app.config.backupIntervalHours,
      keep: app.config.backupKeep,
      backups: await listBackups(app.config.backupDir),
      lastFailure: await lastScheduledFailure(app.database),
    }),
  );

  // The schedule: each instance looks every minute; the database decides which one runs
  // (src/backup/schedule.ts), by the injected clock.
  if (app.config.backupIntervalHours > 0) {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = runScheduledBackup(app.database, {
        dir: app.config.backupDir,
        keep: app.config.backupKeep,
        intervalMs: app.config.backupIntervalHours * HOUR,
        migrationsFolder: migrationsDir(),
        now: () => app.clock.now(),
      })
        .then((outcome) => {
          if (outcome.ran && !outcome.ok)
            app.log.error({ error: outcome.error }, 'scheduled backup failed');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'scheduled backup not started'))
        .finally(() => {
          running = null;
        });
    }, MINUTE);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
};

export default backupRoutes;
