import { retriedOnDeadlock } from '@/lib/server/platform/jobs/job-queue';

// The job queue's setup runs again when PostgreSQL breaks a deadlock by cancelling it (40P01), and
// only then (lib/server/platform/jobs/job-queue.ts).
const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('retriedOnDeadlock', () => {
  it.each([
    { failures: [], calls: 1, outcome: 'done' },
    { failures: ['40P01'], calls: 2, outcome: 'done' },
    { failures: ['40P01', '40P01'], calls: 3, outcome: 'done' },
    { failures: ['40P01', '40P01', '40P01'], calls: 3, outcome: 'failed with 40P01' },
    { failures: ['23505'], calls: 1, outcome: 'failed with 23505' },
    { failures: ['40P01', '42P01'], calls: 2, outcome: 'failed with 42P01' },
  ])('failing with $failures: $calls call(s), $outcome', async ({ failures, calls, outcome }) => {
    let made = 0;
    const work = async () => {
      const code = failures[made++];
      if (code) throw failure(code);
      return 'done';
    };
    const answer = await retriedOnDeadlock(work).catch((error: Error) => error.message);
    expect(answer).toBe(outcome);
    expect(made).toBe(calls);
  });
});
