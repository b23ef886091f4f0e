import { z } from 'zod';
import { defineCall, noInput } from '../call';

export const healthCall = defineCall({
  method: 'GET',
  path: '/api/health',
  tag: 'System',
  summary: 'Liveness and database readiness, for load balancers.',
  description: 'HTTP 503 with code 503 when the database cannot be reached.',
  input: noInput,
  output: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    /** Where uploaded files are kept: this instance's folder, or the bucket all instances share. */
    files: z.enum(['folder', 'bucket']),
    uptimeSeconds: z.number().int(),
  }),
});
