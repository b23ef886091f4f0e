import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerEditor } from '@/components/admin/content/banner-editor';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, startApiTestServer } from '../../client/api/api-test-server';
import { answers, BANNERS, picture, withoutFile, type SentContentCall } from './image-list-fixtures';

// What only the home banners have: whether each shows now, the rule of the schedule, the link and
// the button, the schedule in the operator's own clock sent as ISO times, and the Active switch.
// What the banners share with the photo wall is in image-list-editors.test.tsx.

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

/** A datetime-local value as the browser of this test (in its zone) reads the ISO time. */
function localOf(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const labels = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('form label'), (label) => label.textContent);

it('says which banners the home page shows now and when, with the test ids the browser checks use', () => {
  render(<BannerEditor banners={BANNERS} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Home banners' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'The home page shows the active banners inside their schedule, first one first; a schedule’s start or end shows within seconds.',
    ),
  ).toBeInTheDocument();
  const [showing, later, off] = screen.getAllByTestId('banner-item') as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ];
  expect(screen.getByTestId('banner-list')).toContainElement(off);
  expect(within(showing).getByText('Showing')).toBeInTheDocument();
  expect(within(later).getByText('Outside its schedule')).toBeInTheDocument();
  expect(within(off).getByText('Off')).toBeInTheDocument();
  expect(screen.getByTestId('banner-new')).toHaveTextContent('New banner…');
});

it('starts a new banner linked to the home page and active, and sends its schedule as ISO times', async () => {
  answers(sent, 'bannerSave', () => envelope(200, 'success', BANNERS[0]));
  const user = userEvent.setup();
  render(<BannerEditor banners={BANNERS} />);
  await user.click(screen.getByTestId('banner-new'));
  const dialog = screen.getByTestId('banner-form');
  expect(labels(dialog)).toEqual([
    'Headline',
    'Subtitle (optional)',
    'Button label',
    'Link (a path of this shop, such as /flash-sale)',
    'Image description (alt text)',
    'Image',
    'Shows from (optional)',
    'Shows until (optional)',
    'Active',
  ]);
  expect(screen.getByTestId('banner-href')).toHaveValue('/');
  expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
  expect(within(dialog).getByLabelText(/^Shows from/)).toHaveValue('');
  expect(within(dialog).getByLabelText('Image')).toHaveAccessibleDescription(
    'JPEG, PNG or WebP, wide (about 1600 × 640). It is stored without its metadata.',
  );

  await user.type(screen.getByTestId('banner-title'), 'Back to school');
  await user.type(screen.getByTestId('banner-subtitle'), 'Frames for every classroom');
  await user.type(screen.getByTestId('banner-ctaLabel'), 'Shop kids');
  await user.clear(screen.getByTestId('banner-href'));
  await user.type(screen.getByTestId('banner-href'), '/kids');
  await user.type(screen.getByTestId('banner-imageAlt'), 'A pencil case and red frames');
  fireEvent.change(within(dialog).getByLabelText(/^Shows from/), { target: { value: '2026-08-20T08:00' } });
  fireEvent.change(within(dialog).getByLabelText(/^Shows until/), { target: { value: '2026-09-10T22:30' } });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
  fireEvent.change(screen.getByTestId('banner-file'), { target: { files: [picture('school.jpg')] } });
  await user.click(screen.getByTestId('banner-form-submit'));

  expect(await screen.findByRole('status')).toHaveTextContent('Banner added.');
  expect(withoutFile(sent[0]?.body ?? {})).toEqual({
    title: 'Back to school',
    subtitle: 'Frames for every classroom',
    ctaLabel: 'Shop kids',
    href: '/kids',
    imageAlt: 'A pencil case and red frames',
    startsAt: new Date('2026-08-20T08:00').toISOString(),
    endsAt: new Date('2026-09-10T22:30').toISOString(),
    active: 'false',
  });
  expect(sent[0]?.body.file).toEqual(expect.objectContaining({ name: 'school.jpg' }));
});

it('shows a banner’s schedule in the operator’s clock; an emptied end is sent as none', async () => {
  answers(sent, 'bannerSave', () => envelope(200, 'success', BANNERS[0]));
  const user = userEvent.setup();
  render(<BannerEditor banners={BANNERS} />);
  await user.click(within(screen.getAllByTestId('banner-item')[0] as HTMLElement).getByText('Edit…'));
  const dialog = screen.getByRole('dialog', { name: 'Edit “Summer sale”' });
  expect(screen.getByTestId('banner-title')).toHaveValue('Summer sale');
  expect(screen.getByTestId('banner-subtitle')).toHaveValue('Up to 40% off frames');
  expect(screen.getByTestId('banner-ctaLabel')).toHaveValue('Shop the sale');
  expect(screen.getByTestId('banner-href')).toHaveValue('/flash-sale');
  expect(screen.getByTestId('banner-imageAlt')).toHaveValue('Frames on a beach towel');
  expect(within(dialog).getByLabelText(/^Shows from/)).toHaveValue(localOf('2026-06-01T09:00:00.000Z'));
  expect(within(dialog).getByLabelText(/^Shows until/)).toHaveValue(localOf('2026-06-30T21:00:00.000Z'));
  expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();

  fireEvent.change(within(dialog).getByLabelText(/^Shows until/), { target: { value: '' } });
  await user.click(screen.getByTestId('banner-form-submit'));
  expect(await screen.findByRole('status')).toHaveTextContent('Banner saved.');
  expect(sent[0]?.body).toEqual({
    id: '11',
    title: 'Summer sale',
    subtitle: 'Up to 40% off frames',
    ctaLabel: 'Shop the sale',
    href: '/flash-sale',
    imageAlt: 'Frames on a beach towel',
    startsAt: '2026-06-01T09:00:00.000Z',
    endsAt: '',
    active: 'true',
  });
});

it('shows a switched-off banner unticked and switches it on', async () => {
  answers(sent, 'bannerSave', () => envelope(200, 'success', BANNERS[2]));
  const user = userEvent.setup();
  render(<BannerEditor banners={BANNERS} />);
  await user.click(within(screen.getAllByTestId('banner-item')[2] as HTMLElement).getByText('Edit…'));
  const active = within(screen.getByTestId('banner-form')).getByRole('checkbox', { name: 'Active' });
  expect(active).not.toBeChecked();
  await user.click(active);
  await user.click(screen.getByTestId('banner-form-submit'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toMatchObject({ id: '13', active: 'true', startsAt: '', endsAt: '' });
});
