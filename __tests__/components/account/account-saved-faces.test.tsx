import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AccountSavedFaces } from '@/components/account/overview/account-saved-faces';
import { hydrateShopState, resetShopState, setToken } from '@/lib/client/store';
import type { SavedFace } from '@/lib/contract/calls/face';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';

// Saved faces: deleted automatically after 30 days, and all at once from the account
// (docs/product.md#calls /api/detectface/list and /delete; docs/product.md#privacy).

startApiTestServer();

const face = (id: number): SavedFace => ({
  id,
  width: 640,
  height: 640,
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
});

let faces: SavedFace[];
let deletions: unknown[];

beforeEach(() => {
  clearCookies();
  resetShopState();
  hydrateShopState();
  configureForTest();
  setToken('tok_faces');
  faces = [face(2), face(1)];
  deletions = [];
  server.use(
    http.post(`${SHOP}/api/detectface/list`, () => envelope(200, 'success', { list: faces })),
    http.post(`${SHOP}/api/detectface/delete`, async ({ request }) => {
      const body = await request.json();
      deletions.push(body);
      const deleted = faces.length;
      faces = [];
      return envelope(200, 'success', { deleted });
    }),
  );
});

const renderFaces = () =>
  render(
    <FreshSwr>
      <AccountSavedFaces />
    </FreshSwr>,
  );

describe('saved try-on faces in the account', () => {
  it('says how many are kept and deletes them all at once', async () => {
    const user = userEvent.setup();
    renderFaces();
    expect(await screen.findByTestId('account-saved-faces-count')).toHaveTextContent(
      '2 photos of your face, kept for the virtual try-on and deleted automatically 30 days after saving.',
    );
    await user.click(screen.getByTestId('account-saved-faces-delete-all'));
    await waitFor(() => expect(deletions).toEqual([{ all: true }]));
    await waitFor(() =>
      expect(screen.getByTestId('account-saved-faces-count')).toHaveTextContent('You have no saved faces.'),
    );
    expect(screen.queryByTestId('account-saved-faces-delete-all')).toBeNull();
  });

  it('offers no delete button when nothing is saved', async () => {
    faces = [];
    renderFaces();
    expect(await screen.findByTestId('account-saved-faces-count')).toHaveTextContent(
      'You have no saved faces.',
    );
    expect(screen.queryByTestId('account-saved-faces-delete-all')).toBeNull();
  });
});
