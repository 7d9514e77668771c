// Run by test/unit/crash-log.test.ts in a process of its own: logs through the server's
// asynchronous stdout, then crashes the way the argument says.
import pino from 'pino';
import { asyncStdout, flushOnExit } from '../../src/logging.js';

const log = asyncStdout();
const logger = pino({ level: 'info' }, log.stream);
flushOnExit(log, () => logger);
for (let line = 1; line <= 200; line += 1) logger.info({ line }, 'request completed');
const crash = new Error('the crash');
if (process.argv[2] === 'rejection') void Promise.reject(crash);
else
  setImmediate(() => {
    throw crash;
  });
