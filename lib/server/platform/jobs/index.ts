// The jobs module's front door (docs/architecture.md#jobs): work that runs once per cluster on a
// schedule, and survives restarts (docs/scaling-out.md#job-queue). Other modules and app/ import
// only from here.
import 'server-only';

export { startJobQueue, type RunningJobs } from './job-queue';
export type { ShopJob } from './shop-job';
export { startLater, type StartLater } from './start-later';
