'use client';

import { FormField } from '@/components/content/form-field';
import { contentPhotoWallDelete, contentPhotoWallOrder, contentPhotoWallSave } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminPhotoWallEntry } from '@/lib/contract/calls/admin/content';
import { EntryTextFields, ImageListEditor } from './image-list-editor';
import { sendContentForm } from './send-content-form';

const FIELDS = ['author', 'caption', 'story', 'imageAlt', 'productCode'] as const;
type Field = (typeof FIELDS)[number];

const TEXT_FIELDS: readonly [Field, string, string | undefined][] = [
  ['author', 'Name shown (first name and initial)', undefined],
  ['caption', 'Caption', undefined],
  ['imageAlt', 'Photo description (alt text)', undefined],
  ['productCode', 'Frame worn (product code)', '(optional)'],
];

/** The photo wall: shoppers in their frames, to add, change, move and remove. */
export function PhotoWallEditor({ entries }: { entries: AdminPhotoWallEntry[] }) {
  return (
    <ImageListEditor
      heading="Photo wall"
      headingId="wall-title"
      entries={entries}
      listTestId="photo-wall-list"
      portrait
      entryTitle={(entry) => `${entry.author}: ${entry.caption}`}
      entryNote={(entry) => (entry.productCode ? `Wears ${entry.productCode}` : 'No frame named')}
      moveLabel={(entry, direction) => `Move ${entry.author}’s photo ${direction}`}
      saveOrder={(ids) => callConsole(contentPhotoWallOrder, { ids })}
      remove={{
        label: 'Remove',
        question: (entry) => `Take ${entry.author}’s photo off the wall?`,
        call: (entry) => callConsole(contentPhotoWallDelete, { id: entry.id }),
        done: 'Photo removed.',
      }}
      add={{ label: 'Add a photo…' }}
      form={{
        title: (current) => (current ? `Edit ${current.author}’s photo` : 'Add a photo'),
        testId: 'photo-wall-form',
        fields: FIELDS,
        initial: (current) => ({
          author: current?.author ?? '',
          caption: current?.caption ?? '',
          story: current?.story ?? '',
          imageAlt: current?.image.alt ?? '',
          productCode: current?.productCode ?? '',
        }),
        image: {
          label: 'Photo',
          replaceLabel: 'Replace the photo',
          hint: 'JPEG, PNG or WebP. It is stored without its metadata.',
          missing: 'Choose the photo.',
        },
        send: async (values, current, file) => {
          await sendContentForm(
            contentPhotoWallSave,
            { ...(current ? { id: String(current.id) } : {}), ...values, file: undefined },
            file,
          );
          return current ? 'Photo saved.' : 'Photo added, first on the wall.';
        },
        submitLabel: 'Save',
        children: (form, _current, imageField) => (
          <>
            <EntryTextFields form={form} fields={TEXT_FIELDS} />
            <FormField id={`${form.id}-story`} label="Story" labelNote="(optional)" error={form.errors.story}>
              {(control) => (
                <textarea
                  {...control}
                  ref={form.register('story')}
                  rows={4}
                  value={form.values.story}
                  onChange={(event) => form.change('story', event.target.value)}
                />
              )}
            </FormField>
            {imageField}
          </>
        ),
      }}
    />
  );
}
