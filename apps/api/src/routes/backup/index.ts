import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BackupRequest } from '@studio/contracts';
import { writeBackup } from '../../backup/archive.js';
import { audit } from '../../domain/audit.js';
import { attemptFailed, attemptPassed, reserveAttempt } from '../../domain/lockout.js';
import { verifyPassword } from '../../domain/passwords.js';
import { SIGNED_OUT, refusalError } from '../../http/refusals.js';
import { migrationsDir } from '../../paths.js';
import { errorAnswers } from '../schemas.js';

/**
 * A super admin's backup download (System Settings → Backup & Restore). The archive holds
 * password hashes, so the password is asked again; a wrong one counts toward the lockout like a
 * failed sign-in. The archive is streamed as it is written (src/backup/archive.ts).
 */
const backupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/super-admin/backup',
    {
      onRequest: app.requireSession(['super_admin']),
      schema: {
        tags: ['backup'],
        summary:
          'Downloads a backup archive (tar: manifest, tables, media) after the password is confirmed again.',
        body: BackupRequest,
        response: {
          200: {
            description: 'The backup archive (application/x-tar), streamed.',
            type: 'string',
            format: 'binary',
          },
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw refusalError(SIGNED_OUT);
      const { user } = auth;
      const now = app.clock.now();
      const actor = { actorId: user.id, actorEmail: user.email, ip: request.ip };
      const reserved = await reserveAttempt(
        app.database.db,
        { email: user.email, now, ip: request.ip },
        null,
      );
      if (!reserved.ok) throw refusalError(reserved);
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        await audit(app.database.db, { action: 'backup.password_failed', at: now, ...actor });
        await attemptFailed(app.database.db, reserved.ticket, { now, ip: request.ip });
        throw refusalError({ ok: false, reason: 'wrong_current_password' });
      }
      await attemptPassed(app.database.db, reserved.ticket);
      await audit(app.database.db, {
        action: 'backup.downloaded',
        at: now,
        ...actor,
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
    },
  );
};

export default backupRoutes;
