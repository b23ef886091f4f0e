import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hydrateShopState, resetShopState, setToken } from '@/lib/client/store';
import type { Prescription } from '@/lib/contract/calls/prescription';
import { NO_SAVED_DETAILS } from '../../support/saved-prescription-details';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { answerBookCall, renderBook, type SentCall } from './prescription-book-harness';

// settings/prescription (docs/product.md#account-area): saved prescriptions over
// /api/prescription/*; the warning of docs/product.md#prescription-rules shows before saving; the
// photo comes through /api/prescription/image as a blob URL.

startApiTestServer();

const DISTANCE: Prescription = {
  ...NO_SAVED_DETAILS,
  id: 4,
  name: 'Distance 2026',
  note: '',
  od_sph: -2.25,
  od_cyl: -0.75,
  od_axis: 90,
  od_add: null,
  os_sph: -2,
  os_cyl: null,
  os_axis: null,
  os_add: null,
  pd: 63.5,
  pd_right: null,
  pd_left: null,
  hasImage: false,
  warning: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};
const PHOTO: Prescription = {
  ...DISTANCE,
  id: 5,
  name: 'From my optician',
  od_sph: null,
  od_cyl: null,
  od_axis: null,
  os_sph: null,
  pd: null,
  hasImage: true,
};

/** The details fields the form sends when none is given (docs/product.md#prescription-details). */
const NO_DETAILS_SENT = Object.fromEntries(
  [
    'od_prism_h',
    'od_prism_v',
    'os_prism_h',
    'os_prism_v',
    'od_prism_h_base',
    'od_prism_v_base',
    'os_prism_h_base',
    'os_prism_v_base',
    'near_pd',
    'exam_date',
    'expiry_date',
    'prescriber_name',
    'prescriber_licence',
    'wearer_name',
  ].map((field) => [field, '']),
);

let book: Prescription[];
let sent: SentCall[];
let photoRequests: { authorization: string | null; body: unknown }[];

beforeEach(() => {
  clearCookies();
  resetShopState();
  hydrateShopState();
  configureForTest({ getToken: () => 'tok_rx' });
  setToken('tok_rx');
  book = [DISTANCE, PHOTO];
  sent = [];
  photoRequests = [];
  URL.createObjectURL = jest.fn(() => 'blob:rx-photo');
  URL.revokeObjectURL = jest.fn();
  server.use(
    http.post(`${SHOP}/api/prescription/list`, () => envelope(200, 'success', { list: book })),
    http.post(`${SHOP}/api/prescription/image`, async ({ request }) => {
      photoRequests.push({ authorization: request.headers.get('authorization'), body: await request.json() });
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
        headers: { 'content-type': 'image/jpeg' },
      });
    }),
  );
});

const answer = (path: string, reply: (body: unknown) => Response) =>
  answerBookCall(path, reply, (call) => sent.push(call));

describe('the prescriptions page', () => {
  it('shows typed values as an OD/OS table and a photo through the owner-only call', async () => {
    renderBook();
    const [typed, photo] = (await screen.findAllByTestId('prescription-card')) as HTMLElement[];
    const rows = within(typed as HTMLElement).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('OD\u22122.25\u22120.7590°—');
    expect(rows[2]).toHaveTextContent('OS\u22122.00———');
    expect(typed).toHaveTextContent('PD: 63.5 mm');
    const image = await within(photo as HTMLElement).findByTestId('prescription-photo');
    expect(image).toHaveAttribute('src', 'blob:rx-photo');
    expect(image).toHaveAccessibleName('Photo of the prescription From my optician');
    expect(photoRequests).toEqual([{ authorization: 'Bearer tok_rx', body: { id: 5 } }]);
  });

  it('warns before saving when the eyes differ by 3 or more, and saves typed values as JSON', async () => {
    const user = userEvent.setup();
    answer('/api/prescription/save', () =>
      envelope(200, 'success', { ...DISTANCE, id: 6, warning: 'differ' }),
    );
    renderBook();
    await user.click(await screen.findByTestId('prescription-add'));
    await user.type(screen.getByTestId('prescription-name'), 'Odd eyes');
    await user.selectOptions(screen.getByTestId('prescription-od_sph'), '-1.50');
    await user.selectOptions(screen.getByTestId('prescription-os_sph'), '+1.25');
    expect(screen.getByTestId('prescription-warning')).toHaveTextContent('');

    await user.selectOptions(screen.getByTestId('prescription-os_sph'), '+1.50');
    expect(screen.getByTestId('prescription-warning')).toHaveTextContent(
      /differ by 3\.00 or more in sphere \(SPH\)/,
    );
    expect(screen.getByTestId('prescription-save')).toHaveTextContent('Save anyway');

    await user.selectOptions(screen.getByTestId('prescription-od_cyl'), '-0.50');
    await user.type(screen.getByTestId('prescription-od_axis'), '180');
    await user.click(screen.getByTestId('prescription-pd-dual'));
    await user.selectOptions(screen.getByTestId('prescription-pd_right'), '31.5');
    await user.selectOptions(screen.getByTestId('prescription-pd_left'), '32');
    await user.click(screen.getByTestId('prescription-save'));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/api/prescription/save',
      contentType: expect.stringMatching(/^application\/json/) as unknown as string,
      body: {
        name: 'Odd eyes',
        note: '',
        od_sph: '-1.50',
        od_cyl: '-0.50',
        od_axis: '180',
        od_add: '',
        os_sph: '+1.50',
        os_cyl: '',
        os_axis: '',
        os_add: '',
        pd: '',
        pd_right: '31.5',
        pd_left: '32',
        ...NO_DETAILS_SENT,
      },
    });
    await waitFor(() => expect(screen.queryByTestId('prescription-form')).toBeNull());
  });

  it('checks the values before sending: an axis is needed with a cylinder', async () => {
    const user = userEvent.setup();
    renderBook();
    await user.click(await screen.findByTestId('prescription-add'));
    await user.type(screen.getByTestId('prescription-name'), 'Astigmatism');
    await user.selectOptions(screen.getByTestId('prescription-od_sph'), '-1.00');
    await user.selectOptions(screen.getByTestId('prescription-os_sph'), '-1.00');
    await user.selectOptions(screen.getByTestId('prescription-os_cyl'), '-1.25');
    await user.click(screen.getByTestId('prescription-save'));
    expect(sent).toEqual([]);
    expect(screen.getByTestId('prescription-os_axis')).toHaveFocus();
    expect(screen.getByTestId('prescription-os_axis')).toHaveAccessibleDescription(
      'Enter the axis (1–180) of the left eye (OS): a cylinder (CYL) needs one.',
    );
  });

  it('uploads a photo as multipart and shows a refused file under the field', async () => {
    const user = userEvent.setup();
    answer('/api/prescription/save', () =>
      envelope(422, 'file: Upload a photo as a JPEG, PNG or WebP image.', {
        fields: { file: 'Upload a photo as a JPEG, PNG or WebP image.' },
      }),
    );
    renderBook();
    await user.click(await screen.findByTestId('prescription-add'));
    await user.type(screen.getByTestId('prescription-name'), 'Scan');
    await user.click(screen.getByTestId('prescription-mode-photo'));
    expect(screen.queryByTestId('prescription-od_sph')).toBeNull();
    await user.click(screen.getByTestId('prescription-save'));
    expect(sent).toEqual([]);
    expect(screen.getByTestId('prescription-file')).toHaveAccessibleDescription(
      /Choose a photo of your prescription\./,
    );

    // the fetch of this environment (Node's) sends only Node's own File objects, not jsdom's
    const file = new NodeFile(['not really a photo'], 'rx.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('prescription-file'), { target: { files: [file] } });
    await user.click(screen.getByTestId('prescription-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = sent[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Scan', od_sph: '', pd: '' });
    expect(body.file).toEqual(expect.objectContaining({ name: 'rx.jpg', type: 'image/jpeg' }));
    expect(await (body.file as Blob).text()).toBe('not really a photo');
    expect(await screen.findByTestId('prescription-file')).toHaveAccessibleDescription(
      /Upload a photo as a JPEG, PNG or WebP image\./,
    );
  });

  it('edits a saved prescription with its values in the selects', async () => {
    const user = userEvent.setup();
    answer('/api/prescription/save', (body) =>
      envelope(200, 'success', { ...DISTANCE, ...(body as object) }),
    );
    renderBook();
    const [typed] = await screen.findAllByTestId('prescription-card');
    await user.click(within(typed as HTMLElement).getByTestId('prescription-edit'));
    expect(screen.getByTestId('prescription-od_sph')).toHaveValue('-2.25');
    expect(screen.getByTestId('prescription-od_cyl')).toHaveValue('-0.75');
    expect(screen.getByTestId('prescription-od_axis')).toHaveValue(90);
    expect(screen.getByTestId('prescription-os_sph')).toHaveValue('-2.00');
    expect(screen.getByTestId('prescription-pd')).toHaveValue('63.5');
    await user.click(screen.getByTestId('prescription-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ id: 4, od_sph: '-2.25', od_axis: '90', pd: '63.5' });
  });

  it('deletes a prescription only after confirmation', async () => {
    const user = userEvent.setup();
    answer('/api/prescription/delete', () => {
      book = [DISTANCE];
      return envelope(200, 'success', { deleted: true });
    });
    renderBook();
    const [, photo] = (await screen.findAllByTestId('prescription-card')) as HTMLElement[];
    await user.click(within(photo as HTMLElement).getByTestId('prescription-delete'));
    expect(photo).toHaveTextContent('Delete this prescription and its photo?');
    expect(sent).toEqual([]);
    await user.click(within(photo as HTMLElement).getByTestId('prescription-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('prescription-card')).toHaveLength(1));
    expect(sent.map((s) => s.body)).toEqual([{ id: 5 }]);
  });
});
