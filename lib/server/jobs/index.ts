// The jobs module's front door (DESIGN §2): work that runs once per cluster on a schedule, and
// survives restarts (issue 19 point 2). Other modules and app/ import only from here.
import 'server-only';

export { startJobQueue, type RunningJobs } from './job-queue';
export type { ShopJob } from './shop-job';
