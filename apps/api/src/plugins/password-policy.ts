import fp from 'fastify-plugin';
import { workerEstimator, type StrengthEstimator } from '../domain/password-policy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password-strength estimates off the main thread, with the configured deadline. */
    passwordEstimator: StrengthEstimator;
  }
}

/** The worker pool of the password policy; closed with the app. */
export default fp(
  async (app) => {
    const estimator = workerEstimator({ deadlineMs: app.config.passwordCheckDeadlineMs });
    app.decorate('passwordEstimator', estimator);
    app.addHook('onClose', () => estimator.close());
  },
  { name: 'password-policy', dependencies: ['config'], fastify: '5.x' },
);
