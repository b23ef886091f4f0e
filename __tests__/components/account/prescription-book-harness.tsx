import { render } from '@testing-library/react';
import { http } from 'msw';
import { PrescriptionBook } from '@/components/account/prescriptions/prescription-book';
import { server, SHOP } from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';

// The account's prescription book under test (docs/product.md#account-area): drawn with a fresh
// SWR cache, its calls answered by msw and what the form sent recorded.

export interface SentCall {
  path: string;
  body: unknown;
  contentType: string;
}

/** Answers `path` with `reply`, handing each call the form sent (JSON or multipart) to `record`. */
export function answerBookCall(
  path: string,
  reply: (body: unknown) => Response,
  record: (call: SentCall) => void,
): void {
  server.use(
    http.post(`${SHOP}${path}`, async ({ request }) => {
      const contentType = request.headers.get('content-type') ?? '';
      const body = contentType.startsWith('multipart/')
        ? Object.fromEntries((await request.formData()).entries())
        : await request.json();
      record({ path, body, contentType });
      return reply(body);
    }),
  );
}

export const renderBook = () =>
  render(
    <FreshSwr>
      <PrescriptionBook />
    </FreshSwr>,
  );
