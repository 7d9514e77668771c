// Whether forgot-password's answer time tells known emails from unknown ones (goal: medians
// within 1 ms). Mail goes over SMTP to a local sink, as in production; the development outbox
// is written before the answer and makes no timing promise.
import { quantile, startSeededApi } from './seeded-api.js';

const SAMPLES = 200;

export async function forgotPasswordTiming(): Promise<string> {
  const api = await startSeededApi({ accounts: SAMPLES, smtp: true });
  try {
    const time = async (email: string) => {
      // Lets the previous request's unobserved work (mail, audit) finish, so it does not land on
      // whichever request comes next.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const started = performance.now();
      const response = await api.post('/api/forgot-password', { email });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    for (let i = 0; i < 50; i += 1) await time(`warm-up-${i}@bench.test`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      // Alternating which goes first keeps any order effect out of the difference.
      const pair = [
        async () => known.push(await time(api.emails[i] as string)),
        async () => unknown.push(await time(`nobody-${i}@bench.test`)),
      ];
      if (i % 2 === 1) pair.reverse();
      for (const step of pair) await step();
    }
    const [k, u] = [quantile(known, 0.5), quantile(unknown, 0.5)];
    return `| POST /api/forgot-password, ${SAMPLES} known vs ${SAMPLES} unknown emails (SMTP) | median ${k} ms | median ${u} ms | difference ${Math.round((k - u) * 10) / 10} ms |`;
  } finally {
    await api.stop();
  }
}
