import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hydrateShopState, resetShopState, setToken } from '@/lib/client/store';
import type { Prescription } from '@/lib/contract/calls/prescription';
import { addYears, PRESCRIPTION_DETAIL_MESSAGES as M } from '@/lib/shop/prescription-details';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { NO_SAVED_DETAILS } from '../../support/saved-prescription-details';
import { answerBookCall, renderBook } from './prescription-book-harness';

// settings/prescription (docs/product.md#prescription-details, docs/product.md#prescription-fhir):
// the form asks prism with its base, near PD, dates, prescriber and wearer with the save's rules;
// a saved prescription shows them, marks an expired one, downloads as FHIR and one imports.

startApiTestServer();

const today = new Date().toISOString().slice(0, 10);

const PLAIN: Prescription = {
  ...NO_SAVED_DETAILS,
  id: 4,
  name: 'Distance 2026',
  note: '',
  od_sph: -2.25,
  od_cyl: null,
  od_axis: null,
  od_add: null,
  os_sph: -2,
  os_cyl: null,
  os_axis: null,
  os_add: null,
  pd: 63,
  pd_right: null,
  pd_left: null,
  near_pd: 60,
  near_pd_computed: true,
  hasImage: false,
  warning: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};
const OLD: Prescription = {
  ...PLAIN,
  id: 5,
  name: 'Old one',
  od_prism_h: 1.5,
  od_prism_h_base: 'in',
  os_prism_v: 0.75,
  os_prism_v_base: 'down',
  near_pd: 59.5,
  near_pd_computed: false,
  exam_date: '2023-03-14',
  expiry_date: '2025-03-14',
  expiry_computed: true,
  expired: true,
  prescriber_name: 'Dr. Ada Lee',
  prescriber_licence: 'GOC-01-23456',
  wearer_name: 'Sam Lee',
};

let book: Prescription[];
let sent: { path: string; body: unknown }[];

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  clearCookies();
  resetShopState();
  hydrateShopState();
  configureForTest({ getToken: () => 'tok_rx' });
  setToken('tok_rx');
  book = [PLAIN, OLD];
  sent = [];
  URL.createObjectURL = jest.fn(() => 'blob:rx-file');
  URL.revokeObjectURL = jest.fn();
  server.use(http.post(`${SHOP}/api/prescription/list`, () => envelope(200, 'success', { list: book })));
});

const answer = (path: string, reply: (body: unknown) => Response) =>
  answerBookCall(path, reply, (call) => sent.push({ path: call.path, body: call.body }));

describe('the prescription form’s details', () => {
  it('asks a prism with its base and the dates, with the save’s rules, and sends them', async () => {
    const user = userEvent.setup();
    answer('/api/prescription/save', () => envelope(200, 'success', { ...PLAIN, id: 9 }));
    renderBook();
    await user.click(await screen.findByTestId('prescription-add'));
    await user.type(screen.getByTestId('prescription-name'), 'With prism');
    await user.selectOptions(screen.getByTestId('prescription-od_sph'), '-1.00');
    await user.selectOptions(screen.getByTestId('prescription-os_sph'), '-1.00');

    // the near PD is worked out from the PD while none is given
    expect(screen.getByTestId('prescription-near_pd-hint')).toHaveTextContent(
      'Only if your prescription gives a PD for reading.',
    );
    await user.selectOptions(screen.getByTestId('prescription-pd'), '63');
    expect(screen.getByTestId('prescription-near_pd-hint')).toHaveTextContent(
      '60 mm, worked out from your PD',
    );

    // prism is folded away until asked for
    expect(screen.getByTestId('prescription-prism')).not.toHaveAttribute('open');
    await user.click(screen.getByText('More: prism'));
    await user.selectOptions(screen.getByTestId('prescription-od_prism_h'), '1.50');
    await user.type(screen.getByTestId('prescription-exam_date'), addYears(today, 1));
    await user.click(screen.getByTestId('prescription-save'));
    expect(sent).toEqual([]);
    expect(screen.getByTestId('prescription-od_prism_h_base')).toHaveFocus();
    expect(screen.getByTestId('prescription-od_prism_h_base')).toHaveAccessibleDescription(
      M.baseNeeded('od', 'h'),
    );
    expect(screen.getByTestId('prescription-exam_date')).toHaveAccessibleDescription(M.examInFuture);

    await user.selectOptions(screen.getByTestId('prescription-od_prism_h_base'), 'in');
    await user.clear(screen.getByTestId('prescription-exam_date'));
    await user.type(screen.getByTestId('prescription-exam_date'), '2026-03-14');
    await user.type(screen.getByTestId('prescription-expiry_date'), '2026-03-01');
    await user.click(screen.getByTestId('prescription-save'));
    expect(sent).toEqual([]);
    expect(screen.getByTestId('prescription-expiry_date')).toHaveAccessibleDescription(
      new RegExp(M.expiryBeforeExam),
    );

    await user.clear(screen.getByTestId('prescription-expiry_date'));
    await user.type(screen.getByTestId('prescription-expiry_date'), '2028-03-01');
    await user.type(screen.getByTestId('prescription-prescriber_name'), 'Dr. Ada Lee');
    await user.click(screen.getByTestId('prescription-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      od_prism_h: '1.50',
      od_prism_h_base: 'in',
      od_prism_v: '',
      near_pd: '',
      pd: '63',
      exam_date: '2026-03-14',
      expiry_date: '2028-03-01',
      prescriber_name: 'Dr. Ada Lee',
      wearer_name: '',
    });
  });

  it('opens a saved prescription’s prism and shows only what it states', async () => {
    const user = userEvent.setup();
    renderBook();
    const [, old] = (await screen.findAllByTestId('prescription-card')) as HTMLElement[];
    await user.click(within(old as HTMLElement).getByTestId('prescription-edit'));
    expect(screen.getByTestId('prescription-prism')).toHaveAttribute('open');
    expect(screen.getByTestId('prescription-od_prism_h')).toHaveValue('1.50');
    expect(screen.getByTestId('prescription-od_prism_h_base')).toHaveValue('in');
    expect(screen.getByTestId('prescription-os_prism_v_base')).toHaveValue('down');
    expect(screen.getByTestId('prescription-near_pd')).toHaveValue('59.5');
    expect(screen.getByTestId('prescription-exam_date')).toHaveValue('2023-03-14');
    // the worked-out expiry is not the prescription's: the field stays empty and says it
    expect(screen.getByTestId('prescription-expiry_date')).toHaveValue('');
    expect(screen.getByTestId('prescription-expiry_date')).toHaveAccessibleDescription(
      'Left empty: 2025-03-14, worked out from the exam date.',
    );
    expect(screen.getByTestId('prescription-wearer_name')).toHaveValue('Sam Lee');
  });
});

describe('a saved prescription’s details', () => {
  it('shows the prism, the near PD (worked out or stated), the prescriber, and marks an expired one', async () => {
    renderBook();
    const [plain, old] = (await screen.findAllByTestId('prescription-card')) as HTMLElement[];
    expect(within(plain as HTMLElement).getByTestId('prescription-detail-near-pd')).toHaveTextContent(
      '60 mm, worked out from your PD',
    );
    expect(within(plain as HTMLElement).queryByTestId('prescription-expired')).toBeNull();
    const card = within(old as HTMLElement);
    expect(card.getByTestId('prescription-detail-od-prism')).toHaveTextContent('1.50 Δ base in');
    expect(card.getByTestId('prescription-detail-os-prism')).toHaveTextContent('0.75 Δ base down');
    expect(card.getByTestId('prescription-detail-near-pd')).toHaveTextContent(/^Near PD59\.5 mm$/);
    expect(card.getByTestId('prescription-detail-exam')).toHaveTextContent('Mar 14, 2023');
    expect(card.getByTestId('prescription-detail-prescriber')).toHaveTextContent('Dr. Ada Lee, GOC-01-23456');
    expect(card.getByTestId('prescription-detail-wearer')).toHaveTextContent('Sam Lee');
    expect(card.getByTestId('prescription-expired')).toHaveTextContent('Expired on Mar 14, 2025.');
  });

  it('downloads the FHIR file under the name the shop gives it', async () => {
    const user = userEvent.setup();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    server.use(
      http.post(`${SHOP}/api/prescription/fhir`, async ({ request }) => {
        sent.push({ path: '/api/prescription/fhir', body: await request.json() });
        return new HttpResponse('{"resourceType":"VisionPrescription"}', {
          headers: {
            'content-type': 'application/fhir+json; charset=utf-8',
            'content-disposition': 'attachment; filename="Old_one.fhir.json"',
          },
        });
      }),
    );
    renderBook();
    const [, old] = (await screen.findAllByTestId('prescription-card')) as HTMLElement[];
    await user.click(within(old as HTMLElement).getByRole('button', { name: 'Download (FHIR) Old one' }));
    await waitFor(() => expect(clicked).toEqual(['Old_one.fhir.json']));
    expect(sent).toEqual([{ path: '/api/prescription/fhir', body: { id: 5 } }]);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe('{"resourceType":"VisionPrescription"}');
  });

  it('imports a FHIR file as a new prescription, and says why one is refused', async () => {
    answer('/api/prescription/import', () =>
      envelope(422, 'This is a contact lens prescription; the shop makes glasses.', {
        fields: { file: 'This is a contact lens prescription; the shop makes glasses.' },
      }),
    );
    renderBook();
    const input = await screen.findByLabelText('Import a FHIR file');
    await waitFor(() => expect(input).toBeEnabled());
    const file = new NodeFile(['{"resourceType":"VisionPrescription"}'], 'rx.json', {
      type: 'application/json',
    });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getByTestId('prescription-fhir-import-status')).toHaveTextContent(
        'This is a contact lens prescription; the shop makes glasses.',
      ),
    );
    expect(sent[0]?.body).toEqual({ file: expect.objectContaining({ name: 'rx.json' }) as unknown });

    const imported = { ...PLAIN, id: 11, name: 'Imported 2026-03-14' };
    answer('/api/prescription/import', () => {
      book = [imported, ...book];
      return envelope(200, 'success', imported);
    });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getAllByTestId('prescription-card')).toHaveLength(3));
    expect(screen.getByTestId('prescription-fhir-import-status')).toHaveTextContent('');
  });
});
