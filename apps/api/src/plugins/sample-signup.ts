import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { hashPassword } from '../domain/passwords.js';
import { createSignupRequest, hasNoSignupRequests } from '../domain/signup-requests.js';

/**
 * Development only: a database that has never held a signup request gets one sample pending
 * request (spec 02 §3), so the review screens have something to show. Its password is random
 * and thrown away; nobody can sign in with it.
 */
export default fp(
  async (app) => {
    if (app.config.isProduction) return;
    if (!(await hasNoSignupRequests(app.db))) return;
    const outcome = await createSignupRequest(
      app.db,
      {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha.verma@example.com',
        phoneNumber: '98765 43210',
        country: 'India',
        countryCode: '+91',
        birthDate: '1994-08-21',
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        ip: null,
      },
      app.clock.now(),
    );
    if ('created' in outcome)
      app.log.info(
        { signupRequestId: outcome.created.id },
        'development: sample signup request created',
      );
  },
  { name: 'sample-signup', dependencies: ['config', 'db'], fastify: '5.x' },
);
