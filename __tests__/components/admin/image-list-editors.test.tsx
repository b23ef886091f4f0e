import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { BannerEditor } from '@/components/admin/content/banner-editor';
import { PhotoWallEditor } from '@/components/admin/content/photo-wall-editor';
import { SITE_PATH_MESSAGE } from '@/lib/contract/calls/admin/content';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, startApiTestServer } from '../../client/api/api-test-server';
import { answers, BANNERS, picture, WALL, withoutFile, type SentContentCall } from './image-list-fixtures';

// docs/operating.md#console: the content page's home banners and photo wall are both a list of
// pictures in the order the shop shows them, each to change, move up or down and delete, and a
// dialog to add one (with its picture) or change one (the picture then optional). What the operator
// sees and what the shop receives is the same for both; only the words and the fields differ.

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

afterEach(() => jest.restoreAllMocks());

interface EditorCase {
  editor: string;
  show: () => void;
  heading: string;
  listTestId: string;
  formTestId: string;
  /** The calls under /api/admin/content/. */
  calls: { save: string; order: string; remove: string };
  entries: readonly { id: number; image: { url: string; alt: string } }[];
  /** Each entry's heading and the line under it, in the list's order. */
  titles: string[];
  notes: string[];
  portrait: boolean;
  moveLabel: (index: number, direction: 'up' | 'down') => string;
  remove: { button: string; question: string; done: string; gone: string };
  add: {
    button: string;
    title: string;
    image: string;
    missing: string;
    submit: string;
    done: string;
    fill: (user: UserEvent, dialog: HTMLElement) => Promise<void>;
    body: Record<string, string>;
  };
  /** Editing the second entry: its dialog, one changed field, and all that is sent. */
  edit: {
    title: string;
    replace: RegExp;
    firstField: string;
    change: { label: string | RegExp; value: string };
    body: Record<string, string>;
    done: string;
  };
  /** A field the shop refuses with a 422 (the one the form shows first among those refused). */
  refusal: { field: string; label: string | RegExp; message: string };
}

const typeInto = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.type(field, text);
};

const CASES: EditorCase[] = [
  {
    editor: 'home banners',
    show: () => render(<BannerEditor banners={BANNERS} />),
    heading: 'Home banners',
    listTestId: 'banner-list',
    formTestId: 'banner-form',
    calls: { save: 'bannerSave', order: 'bannerOrder', remove: 'bannerDelete' },
    entries: BANNERS,
    titles: ['Summer sale Showing', 'Blue light lenses Outside its schedule', 'Kids frames Off'],
    notes: [
      'Shop the sale → /flash-sale · from Jun 1, 2026, 09:00 UTC · until Jun 30, 2026, 21:00 UTC',
      'See the lenses → /lenses/blue-light · from Jan 1, 2027, 08:30 UTC',
      'For kids → /kids',
    ],
    portrait: false,
    moveLabel: (index, direction) => `Move “${BANNERS[index]?.title}” ${direction}`,
    remove: {
      button: 'Delete',
      question: 'Delete the banner “Blue light lenses”?',
      done: 'Banner deleted.',
      gone: 'There is no such banner.',
    },
    add: {
      button: 'New banner…',
      title: 'New banner',
      image: 'Image',
      missing: 'Choose an image for the banner.',
      submit: 'Save the banner',
      done: 'Banner added.',
      fill: async (user, dialog) => {
        await user.type(within(dialog).getByLabelText('Headline'), 'Autumn frames');
        await user.type(within(dialog).getByLabelText('Button label'), 'See the frames');
        await typeInto(user, within(dialog).getByLabelText(/^Link/), '/autumn');
        await user.type(within(dialog).getByLabelText('Image description (alt text)'), 'Frames on leaves');
      },
      body: {
        title: 'Autumn frames',
        subtitle: '',
        ctaLabel: 'See the frames',
        href: '/autumn',
        imageAlt: 'Frames on leaves',
        startsAt: '',
        endsAt: '',
        active: 'true',
      },
    },
    edit: {
      title: 'Edit “Blue light lenses”',
      replace: /^Replace the image/,
      firstField: 'Headline',
      change: { label: 'Headline', value: 'Lenses for screens' },
      body: {
        id: '12',
        title: 'Lenses for screens',
        subtitle: '',
        ctaLabel: 'See the lenses',
        href: '/lenses/blue-light',
        imageAlt: 'A laptop screen at night',
        startsAt: '2027-01-01T08:30:00.000Z',
        endsAt: '',
        active: 'true',
      },
      done: 'Banner saved.',
    },
    refusal: { field: 'href', label: /^Link/, message: SITE_PATH_MESSAGE },
  },
  {
    editor: 'photo wall',
    show: () => render(<PhotoWallEditor entries={WALL} />),
    heading: 'Photo wall',
    listTestId: 'photo-wall-list',
    formTestId: 'photo-wall-form',
    calls: { save: 'photoWallSave', order: 'photoWallOrder', remove: 'photoWallDelete' },
    entries: WALL,
    titles: ['Ana P.: Reading on the train', 'Ben K.: My first progressives', 'Chloé R.: A sunny afternoon'],
    notes: ['Wears OC1024', 'No frame named', 'Wears OC2048'],
    portrait: true,
    moveLabel: (index, direction) => `Move ${WALL[index]?.author}’s photo ${direction}`,
    remove: {
      button: 'Remove',
      question: 'Take Ben K.’s photo off the wall?',
      done: 'Photo removed.',
      gone: 'There is no such photo on the wall.',
    },
    add: {
      button: 'Add a photo…',
      title: 'Add a photo',
      image: 'Photo',
      missing: 'Choose the photo.',
      submit: 'Save',
      done: 'Photo added, first on the wall.',
      fill: async (user, dialog) => {
        await user.type(within(dialog).getByLabelText('Name shown (first name and initial)'), 'Dev S.');
        await user.type(within(dialog).getByLabelText('Caption'), 'New frames for the office');
        await user.type(
          within(dialog).getByLabelText('Photo description (alt text)'),
          'Dev in square frames',
        );
      },
      body: {
        author: 'Dev S.',
        caption: 'New frames for the office',
        story: '',
        imageAlt: 'Dev in square frames',
        productCode: '',
      },
    },
    edit: {
      title: 'Edit Ben K.’s photo',
      replace: /^Replace the photo/,
      firstField: 'Name shown (first name and initial)',
      change: { label: 'Caption', value: 'Progressives at last' },
      body: {
        id: '22',
        author: 'Ben K.',
        caption: 'Progressives at last',
        story: '',
        imageAlt: 'Ben smiling in black frames',
        productCode: '',
      },
      done: 'Photo saved.',
    },
    refusal: {
      field: 'productCode',
      label: /^Frame worn/,
      message: 'There is no frame OC9999 in the catalog.',
    },
  },
];

const list = (c: EditorCase) => screen.getByTestId(c.listTestId);
const items = (c: EditorCase) => within(list(c)).getAllByRole('listitem');
const item = (c: EditorCase, index: number) => items(c)[index] as HTMLElement;
const dialogOf = (c: EditorCase) => screen.getByTestId(c.formTestId);
const submitOf = (c: EditorCase) => screen.getByTestId(`${c.formTestId}-submit`);

async function openNew(c: EditorCase, user: UserEvent) {
  await user.click(screen.getByRole('button', { name: c.add.button }));
  return screen.getByRole('dialog', { name: c.add.title });
}

async function openSecond(c: EditorCase, user: UserEvent) {
  await user.click(within(item(c, 1)).getByRole('button', { name: 'Edit…' }));
  return screen.getByRole('dialog', { name: c.edit.title });
}

const choosePicture = (c: EditorCase, dialog: HTMLElement) =>
  fireEvent.change(within(dialog).getByLabelText(c.add.image, { exact: true }), {
    target: { files: [picture()] },
  });

describe.each(CASES)('the console’s $editor', (c) => {
  it('shows every entry in order: its thumbnail, its heading and its line', () => {
    c.show();
    expect(screen.getByRole('region', { name: c.heading })).toContainElement(list(c));
    expect(items(c)).toHaveLength(c.entries.length);
    c.entries.forEach((entry, index) => {
      const thumb = within(item(c, index)).getByRole('img', { name: entry.image.alt });
      expect(thumb).toHaveAttribute('src', entry.image.url);
      expect(thumb.classList.contains('portrait')).toBe(c.portrait);
      expect(within(item(c, index)).getByRole('heading', { level: 3 })).toHaveTextContent(
        c.titles[index] as string,
      );
      expect(item(c, index)).toHaveTextContent(c.notes[index] as string);
      expect(within(item(c, index)).getByRole('button', { name: 'Edit…' })).toBeEnabled();
      expect(within(item(c, index)).getByRole('button', { name: c.remove.button })).toBeEnabled();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('moves an entry up or down by sending the whole new order, then reloads the page’s data', async () => {
    answers(sent, c.calls.order, () => envelope(200, 'success', []));
    const user = userEvent.setup();
    c.show();
    const [first, second, third] = c.entries.map((entry) => entry.id);
    expect(screen.getByRole('button', { name: c.moveLabel(0, 'up') })).toBeDisabled();
    expect(screen.getByRole('button', { name: c.moveLabel(0, 'down') })).toBeEnabled();
    expect(screen.getByRole('button', { name: c.moveLabel(2, 'up') })).toBeEnabled();
    expect(screen.getByRole('button', { name: c.moveLabel(2, 'down') })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: c.moveLabel(1, 'up') }));
    expect(await screen.findByRole('status')).toHaveTextContent('Moved.');
    expect(refresh).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: c.moveLabel(1, 'down') }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));

    expect(sent).toEqual([
      {
        call: c.calls.order,
        body: { ids: [second, first, third] },
        multipart: false,
        authorization: 'Bearer tok_staff',
      },
      {
        call: c.calls.order,
        body: { ids: [first, third, second] },
        multipart: false,
        authorization: 'Bearer tok_staff',
      },
    ]);
    // the list follows the page's data, which the refresh brings
    expect(within(item(c, 0)).getByRole('heading', { level: 3 })).toHaveTextContent(c.titles[0] as string);
  });

  it('says why the shop refused a new order and reloads nothing', async () => {
    answers(sent, c.calls.order, () => envelope(0, 'The order must name every entry once.'));
    const user = userEvent.setup();
    c.show();
    await user.click(screen.getByRole('button', { name: c.moveLabel(0, 'down') }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order must name every entry once.');
    expect(sent).toHaveLength(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('removes an entry only once the operator confirms, then reloads the page’s data', async () => {
    answers(sent, c.calls.remove, () => envelope(200, 'success', { id: c.entries[1]?.id }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    c.show();

    await user.click(within(item(c, 1)).getByRole('button', { name: c.remove.button }));
    expect(confirm).toHaveBeenLastCalledWith(c.remove.question);
    expect(sent).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(within(item(c, 1)).getByRole('button', { name: c.remove.button }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('status')).toHaveTextContent(c.remove.done);
    expect(sent).toEqual([
      {
        call: c.calls.remove,
        body: { id: c.entries[1]?.id },
        multipart: false,
        authorization: 'Bearer tok_staff',
      },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('says why a removal failed and reloads nothing', async () => {
    answers(sent, c.calls.remove, () => envelope(404, c.remove.gone));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    c.show();
    await user.click(within(item(c, 2)).getByRole('button', { name: c.remove.button }));
    expect(await screen.findByRole('status')).toHaveTextContent(c.remove.gone);
    expect(sent[0]?.body).toEqual({ id: c.entries[2]?.id });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks for the picture of a new entry before sending anything', async () => {
    const user = userEvent.setup();
    c.show();
    const dialog = await openNew(c, user);
    const file = within(dialog).getByLabelText(c.add.image, { exact: true });
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(within(dialog).getByText(c.add.image, { selector: 'label' })).not.toHaveTextContent('(optional)');
    await c.add.fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: c.add.submit }));

    expect(file).toHaveAccessibleDescription(expect.stringContaining(c.add.missing));
    expect(file).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(file).toHaveFocus());
    expect(sent).toEqual([]);
    expect(dialogOf(c)).toBeInTheDocument();
  });

  it('adds an entry as a form with its picture, then closes, says so and reloads', async () => {
    answers(sent, c.calls.save, () => envelope(200, 'success', c.entries[0]));
    const user = userEvent.setup();
    c.show();
    const dialog = await openNew(c, user);
    await c.add.fill(user, dialog);
    choosePicture(c, dialog);
    await user.click(within(dialog).getByRole('button', { name: c.add.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(c.add.done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    const [save] = sent as [SentContentCall];
    expect(save).toMatchObject({ call: c.calls.save, multipart: true, authorization: 'Bearer tok_staff' });
    expect(withoutFile(save.body)).toEqual(c.add.body);
    expect(save.body.file).toEqual(expect.objectContaining({ name: 'summer.jpg', type: 'image/jpeg' }));
    expect(await (save.body.file as Blob).text()).toBe('not really a picture');
  });

  it('says Saving… and sends once while the shop answers', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    answers(sent, c.calls.save, async () => {
      await answered;
      return envelope(200, 'success', c.entries[1]);
    });
    const user = userEvent.setup();
    c.show();
    await openSecond(c, user);
    await user.click(submitOf(c));
    await waitFor(() => expect(submitOf(c)).toHaveTextContent('Saving…'));
    expect(submitOf(c)).toBeDisabled();
    await user.click(submitOf(c));
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(c.edit.done);
    expect(sent).toHaveLength(1);
  });

  it('edits an entry: its fields filled in, its id sent, a new picture optional', async () => {
    answers(sent, c.calls.save, () => envelope(200, 'success', c.entries[1]));
    const user = userEvent.setup();
    c.show();
    const dialog = await openSecond(c, user);
    expect(within(dialog).getByLabelText(c.edit.replace)).toHaveAttribute('type', 'file');
    expect(within(dialog).getByText(c.edit.replace, { selector: 'label' })).toHaveTextContent('(optional)');
    expect(within(dialog).queryByLabelText(c.add.image, { exact: true })).toBeNull();
    await typeInto(user, within(dialog).getByLabelText(c.edit.change.label), c.edit.change.value);
    await user.click(submitOf(c));

    expect(await screen.findByRole('status')).toHaveTextContent(c.edit.done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      { call: c.calls.save, body: c.edit.body, multipart: true, authorization: 'Bearer tok_staff' },
    ]);
  });

  it('replaces a saved entry’s picture when one is chosen', async () => {
    answers(sent, c.calls.save, () => envelope(200, 'success', c.entries[1]));
    const user = userEvent.setup();
    c.show();
    const dialog = await openSecond(c, user);
    fireEvent.change(within(dialog).getByLabelText(c.edit.replace), {
      target: { files: [picture('replaced.jpg')] },
    });
    await typeInto(user, within(dialog).getByLabelText(c.edit.change.label), c.edit.change.value);
    await user.click(submitOf(c));
    expect(await screen.findByRole('status')).toHaveTextContent(c.edit.done);
    const [save] = sent as [SentContentCall];
    expect(withoutFile(save.body)).toEqual(c.edit.body);
    expect(save.body.file).toEqual(expect.objectContaining({ name: 'replaced.jpg', type: 'image/jpeg' }));
  });

  it('shows the shop’s field messages under their fields, the first one focused, the dialog open', async () => {
    answers(sent, c.calls.save, () =>
      envelope(422, 'Check the marked fields.', {
        fields: { file: 'Upload a JPEG, PNG or WebP image.', [c.refusal.field]: c.refusal.message },
      }),
    );
    const user = userEvent.setup();
    c.show();
    const dialog = await openNew(c, user);
    await c.add.fill(user, dialog);
    choosePicture(c, dialog);
    await user.click(submitOf(c));

    const refused = within(dialog).getByLabelText(c.refusal.label);
    await waitFor(() => expect(refused).toHaveAccessibleDescription(c.refusal.message));
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(c.add.image, { exact: true })).toHaveAccessibleDescription(
      expect.stringContaining('Upload a JPEG, PNG or WebP image.'),
    );
    await waitFor(() => expect(refused).toHaveFocus());
    expect(screen.queryByTestId(`${c.formTestId}-error`)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();

    // changing the field takes its message away
    await user.type(refused, 'x');
    expect(refused).not.toHaveAttribute('aria-invalid');
  });

  it('shows the shop’s refusal above the buttons and keeps what was typed', async () => {
    answers(sent, c.calls.save, () => envelope(0, 'The picture store is full. Please try again later.'));
    const user = userEvent.setup();
    c.show();
    const dialog = await openSecond(c, user);
    await typeInto(user, within(dialog).getByLabelText(c.edit.change.label), c.edit.change.value);
    await user.click(submitOf(c));
    expect(await screen.findByTestId(`${c.formTestId}-error`)).toHaveTextContent(
      'The picture store is full. Please try again later.',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The picture store is full.');
    expect(within(dialog).getByLabelText(c.edit.change.label)).toHaveValue(c.edit.change.value);
    expect(submitOf(c)).toHaveTextContent(c.add.submit);
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the shop cannot be reached', async () => {
    answers(sent, c.calls.save, () => HttpResponse.error());
    const user = userEvent.setup();
    c.show();
    await openSecond(c, user);
    await user.click(submitOf(c));
    expect(await screen.findByTestId(`${c.formTestId}-error`)).toHaveTextContent(
      'The shop could not be reached. Please check your connection and try again.',
    );
    expect(dialogOf(c)).toBeInTheDocument();
  });

  it('Cancel sends nothing and forgets the dialog: a new entry starts empty and asks for its picture again', async () => {
    const user = userEvent.setup();
    c.show();
    await openSecond(c, user);
    await user.click(within(dialogOf(c)).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    let dialog = await openNew(c, user);
    expect(within(dialog).getByLabelText(c.edit.firstField)).toHaveValue('');
    choosePicture(c, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: c.add.button })).toHaveFocus();

    dialog = await openNew(c, user);
    await user.click(submitOf(c));
    expect(within(dialog).getByLabelText(c.add.image, { exact: true })).toHaveAccessibleDescription(
      expect.stringContaining(c.add.missing),
    );
    expect(sent).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });
});
