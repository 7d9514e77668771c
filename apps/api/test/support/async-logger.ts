// Run by test/unit/async-log.test.ts in a process of its own: logs through the server's
// asynchronous stdout, then crashes or goes quiet, as its argument says.
import pino from 'pino';
import { asyncStdout, flushOnExit } from '../../src/logging.js';

const log = asyncStdout();
const logger = pino({ level: 'info' }, log.stream);
flushOnExit(log, () => logger);
const how = process.argv[2];
if (how === 'quiet') {
  logger.info('listening');
  // Stays up, as a server waiting for requests does, until the test ends it.
  setInterval(() => undefined, 60_000);
} else {
  for (let line = 1; line <= 200; line += 1) logger.info({ line }, 'request completed');
  const crash = new Error('the crash');
  if (how === 'rejection') void Promise.reject(crash);
  else
    setImmediate(() => {
      throw crash;
    });
}
