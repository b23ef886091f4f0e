/**
 * A job of the shop (docs/architecture.md#jobs): work that must happen once per cluster, not once
 * per instance, and must survive a restart. It runs on a schedule (cron, UTC), and once soon after
 * a start when `atStart` is set, so a shop that was down catches up.
 */
export interface ShopJob {
  /** The queue's name: lowercase words and hyphens, e.g. "expire-unpaid-orders". */
  name: string;
  /** When it runs, in cron's five fields (minute hour day month weekday), UTC. */
  cron: string;
  /** Run once within a minute of an instance's start as well (several starts still run it once). */
  atStart?: boolean;
  /** The work. It must be safe to run again after a failure: a failed run is retried. */
  run(): Promise<unknown>;
  /** Its own retries, when RETRY does not suit it (seconds; the delay doubles each time). */
  retry?: { retryLimit: number; retryDelay: number };
  /**
   * How long one run may take before it counts as failed (default RUN_LIMIT_SECONDS). Keep it
   * short for a job that runs every minute: a run cut off by a stopping instance holds the queue
   * (one running at a time) until it expires.
   */
  runLimitSeconds?: number;
}

/**
 * Retries: 5 more tries, 30 s apart and doubling (30 s, 1 min, 2 min, 4 min, 8 min), so a
 * database or mail server away for a quarter of an hour loses nothing. A job that still fails
 * is copied to FAILED_JOBS_QUEUE, which nothing works on: it stays there to be looked at.
 */
export const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

/**
 * Where jobs that kept failing wait for someone to look (`select * from pgboss.job where name =
 * 'failed-jobs'`), for FAILED_JOBS_KEPT_DAYS.
 */
export const FAILED_JOBS_QUEUE = 'failed-jobs';

/** A run that takes longer than this is counted as failed and retried. */
export const RUN_LIMIT_SECONDS = 2 * 60;

/** Days a job in failed-jobs is kept before pg-boss archives it. */
export const FAILED_JOBS_KEPT_DAYS = 90;
