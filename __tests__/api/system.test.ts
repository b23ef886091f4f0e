import { ALL_CALLS } from '@/lib/contract/calls';
import { get } from '../support/call-route';

describe('GET /api/health', () => {
  it('reports the database driver and the file store in use', async () => {
    const result = await get<{ status: string; database: string; files: string }>('/api/health');
    expect(result.status).toBe(200);
    expect(result.body.data.status).toBe('ok');
    expect(result.body.data.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    // docs/scaling-out.md#many-instances: a load balancer's check shows an instance that would keep
    // photos to itself
    expect(result.body.data.files).toBe('folder');
  });
});

describe('GET /api/openapi.json', () => {
  type Operation = {
    requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  };
  it('documents every implemented call with its input and output', async () => {
    const route = await import('@/app/api/openapi.json/route');
    const document = (await route.GET().json()) as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const call of ALL_CALLS) {
      expect(document.paths[call.path]?.[call.method.toLowerCase()]).toBeDefined();
    }
    const list = document.paths['/api/goods/list']?.post;
    expect(Object.keys(list?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['category', 'keyword', 'filters', 'sort', 'page', 'pageSize']),
    );
  });

  it('has a route file for every call in the contract', async () => {
    for (const call of ALL_CALLS) {
      const route = (await import(`@/app${call.path}/route`)) as Record<string, unknown>;
      expect(typeof route[call.method]).toBe('function');
    }
  });
});
