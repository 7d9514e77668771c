// Health latency while 8 password resets with 128-character leet-speak passwords run at once:
// the strength estimate must not hold the event loop (goal: p99 ≤ 100 ms).
import { quantile, startSeededApi } from './seeded-api.js';

const LONG_PASSWORD = 'P@55w0rd!1$'.repeat(12).slice(0, 128);
const ROUNDS = 5;
const BURST = 8;

export async function healthUnderResets(): Promise<string> {
  const api = await startSeededApi({ accounts: 1 + ROUNDS * BURST, smtp: false });
  try {
    for (const email of api.emails) await api.post('/api/forgot-password', { email });
    const codes = await api.codes();
    const reset = (email: string) =>
      api.post('/api/admin/reset-password', {
        email,
        otp: codes.get(email),
        newPassword: LONG_PASSWORD,
      });
    // The first reset starts the worker pool (its dictionaries load once); not measured.
    await reset(api.emails[0] as string);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const burst = api.emails.slice(1 + round * BURST, 1 + (round + 1) * BURST);
      let running = true;
      const resets = Promise.all(burst.map(reset)).finally(() => {
        running = false;
      });
      while (running) {
        const started = performance.now();
        await fetch(`${api.origin}/api/health`).then((r) => r.arrayBuffer());
        latencies.push(performance.now() - started);
      }
      for (const response of await resets)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    const answered = [...statuses].map(([status, n]) => `${status}×${n}`).join(', ');
    return `| GET /api/health during ${ROUNDS} bursts of ${BURST} long-password resets | ${latencies.length} | ${quantile(latencies, 0.5)} | ${quantile(latencies, 0.99)} | ${quantile(latencies, 1)} | resets: ${answered} |`;
  } finally {
    await api.stop();
  }
}
