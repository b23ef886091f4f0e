import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoWallEditor } from '@/components/admin/content/photo-wall-editor';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, startApiTestServer } from '../../client/api/api-test-server';
import { answers, picture, WALL, withoutFile, type SentContentCall } from './image-list-fixtures';

// What only the photo wall has: the shopper's story and the frame they wear. What the wall shares
// with the home banners is in image-list-editors.test.tsx.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

startApiTestServer();

let sent: SentContentCall[];

beforeEach(() => {
  configureForTest();
  sent = [];
  refresh.mockReset();
  document.cookie = `${OPERATOR_COOKIE}=tok_staff; path=/`;
});

const labels = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('form label'), (label) => label.textContent);

it('adds a photo with the shopper’s story and the frame worn', async () => {
  answers(sent, 'photoWallSave', () => envelope(200, 'success', WALL[0]));
  const user = userEvent.setup();
  render(<PhotoWallEditor entries={WALL} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Photo wall' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a photo…' }));
  const dialog = screen.getByTestId('photo-wall-form');
  expect(labels(dialog)).toEqual([
    'Name shown (first name and initial)',
    'Caption',
    'Photo description (alt text)',
    'Frame worn (product code) (optional)',
    'Story (optional)',
    'Photo',
  ]);
  expect(within(dialog).getByLabelText('Photo')).toHaveAccessibleDescription(
    'JPEG, PNG or WebP. It is stored without its metadata.',
  );

  await user.type(within(dialog).getByLabelText('Name shown (first name and initial)'), 'Eli M.');
  await user.type(within(dialog).getByLabelText('Caption'), 'Hiking in the hills');
  await user.type(within(dialog).getByLabelText('Photo description (alt text)'), 'Eli in green frames');
  await user.type(within(dialog).getByLabelText(/^Frame worn/), 'oc3072');
  await user.type(within(dialog).getByLabelText(/^Story/), 'Light enough for a long walk.');
  fireEvent.change(within(dialog).getByLabelText('Photo'), { target: { files: [picture('eli.jpg')] } });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Photo added, first on the wall.');
  expect(withoutFile(sent[0]?.body ?? {})).toEqual({
    author: 'Eli M.',
    caption: 'Hiking in the hills',
    story: 'Light enough for a long walk.',
    imageAlt: 'Eli in green frames',
    productCode: 'oc3072',
  });
  expect(sent[0]?.body.file).toEqual(expect.objectContaining({ name: 'eli.jpg' }));
});

it('shows a photo’s story and frame to change; an emptied frame is sent as none', async () => {
  answers(sent, 'photoWallSave', () => envelope(200, 'success', WALL[0]));
  const user = userEvent.setup();
  render(<PhotoWallEditor entries={WALL} />);
  const [ana] = within(screen.getByTestId('photo-wall-list')).getAllByRole('listitem') as [HTMLElement];
  await user.click(within(ana).getByRole('button', { name: 'Edit…' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Ana P.’s photo' });
  expect(within(dialog).getByLabelText('Name shown (first name and initial)')).toHaveValue('Ana P.');
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('Reading on the train');
  expect(within(dialog).getByLabelText('Photo description (alt text)')).toHaveValue(
    'Ana in round tortoise frames',
  );
  expect(within(dialog).getByLabelText(/^Story/)).toHaveValue('I wear them every day on my way to work.');
  expect(within(dialog).getByLabelText(/^Story/).tagName).toBe('TEXTAREA');
  const frame = within(dialog).getByLabelText(/^Frame worn/);
  expect(frame).toHaveValue('OC1024');

  await user.clear(frame);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toEqual({
    id: '21',
    author: 'Ana P.',
    caption: 'Reading on the train',
    story: 'I wear them every day on my way to work.',
    imageAlt: 'Ana in round tortoise frames',
    productCode: '',
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Photo saved.');
});
