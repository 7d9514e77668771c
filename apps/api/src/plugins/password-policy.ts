import fp from 'fastify-plugin';
import { workerEstimator, type StrengthEstimator } from '../domain/password-policy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password-strength estimates off the main thread, with the configured deadline. */
    passwordEstimator: StrengthEstimator;
  }
}

export interface PasswordPolicyOptions {
  /** A pool the caller owns and closes, shared by several apps in one process (the tests). */
  estimator?: StrengthEstimator;
}

/** The worker pool of the password policy; closed with the app, unless the caller gave it. */
export default fp<PasswordPolicyOptions>(
  async (app, options) => {
    if (options.estimator) {
      app.decorate('passwordEstimator', options.estimator);
      return;
    }
    const estimator = workerEstimator({ deadlineMs: app.config.passwordCheckDeadlineMs });
    app.decorate('passwordEstimator', estimator);
    app.addHook('onClose', () => estimator.close());
  },
  { name: 'password-policy', dependencies: ['config'], fastify: '5.x' },
);
