import { createServer, type Server } from 'node:http';

/**
 * A collector for the suite (docs/operating.md#traces): it takes OTLP/HTTP JSON on /v1/traces,
 * as an OpenTelemetry collector would, and answers GET /spans with what came in so far:
 * `{ service, name }` for each span.
 */
export async function startOtlpReceiver(port: number): Promise<() => Promise<void>> {
  const spans: { service: string; name: string }[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/spans') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(spans));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        try {
          spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        } catch {
          res.writeHead(400).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { name: string }[] }[];
  }[];
}

function spansOf(request: ExportRequest): { service: string; name: string }[] {
  return (request.resourceSpans ?? []).flatMap((resource) => {
    const service =
      resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value
        .stringValue ?? '';
    return (resource.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({ service, name: span.name })),
    );
  });
}
