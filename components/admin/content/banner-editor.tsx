'use client';

import { FormField } from '@/components/content/form-field';
import { contentBannerDelete, contentBannerOrder, contentBannerSave } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminBanner } from '@/lib/contract/calls/admin/content';
import { formatDateTime } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import { StatusBadge } from '../ui/status-badge';
import styles from './content.module.css';
import { EntryTextFields, ImageListEditor } from './image-list-editor';
import { isoOfLocal, localOfIso, sendContentForm } from './send-content-form';

const FIELDS = ['title', 'subtitle', 'ctaLabel', 'href', 'imageAlt', 'startsAt', 'endsAt', 'active'] as const;
type Field = (typeof FIELDS)[number];

function initialOf(banner: AdminBanner | null): Record<Field, string> {
  return {
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    ctaLabel: banner?.ctaLabel ?? '',
    href: banner?.href ?? '/',
    imageAlt: banner?.image.alt ?? '',
    startsAt: localOfIso(banner?.startsAt ?? null),
    endsAt: localOfIso(banner?.endsAt ?? null),
    active: banner === null || banner.active ? 'yes' : 'no',
  };
}

const TEXT_FIELDS: readonly [Field, string, string | undefined][] = [
  ['title', 'Headline', undefined],
  ['subtitle', 'Subtitle', '(optional)'],
  ['ctaLabel', 'Button label', undefined],
  ['href', 'Link (a path of this shop, such as /flash-sale)', undefined],
  ['imageAlt', 'Image description (alt text)', undefined],
];

/** The home banners: in order, with their schedule, to add, change, move and delete. */
export function BannerEditor({ banners }: { banners: AdminBanner[] }) {
  return (
    <ImageListEditor
      heading="Home banners"
      headingId="banners-title"
      intro={
        <p className={styles.muted}>
          The home page shows the active banners inside their schedule, first one first; a schedule’s start or
          end shows within seconds.
        </p>
      }
      entries={banners}
      listTestId="banner-list"
      entryTestId="banner-item"
      entryTitle={(banner) => (
        <>
          {banner.title}{' '}
          {banner.showing ? (
            <StatusBadge tone="good">Showing</StatusBadge>
          ) : (
            <StatusBadge tone="closed">{banner.active ? 'Outside its schedule' : 'Off'}</StatusBadge>
          )}
        </>
      )}
      entryNote={(banner) => (
        <>
          {banner.ctaLabel} → {banner.href}
          {banner.startsAt ? ` · from ${formatDateTime(banner.startsAt)}` : ''}
          {banner.endsAt ? ` · until ${formatDateTime(banner.endsAt)}` : ''}
        </>
      )}
      moveLabel={(banner, direction) => `Move “${banner.title}” ${direction}`}
      saveOrder={(ids) => callConsole(contentBannerOrder, { ids })}
      remove={{
        label: 'Delete',
        question: (banner) => `Delete the banner “${banner.title}”?`,
        call: (banner) => callConsole(contentBannerDelete, { id: banner.id }),
        done: 'Banner deleted.',
      }}
      add={{ label: 'New banner…', testId: 'banner-new' }}
      form={{
        title: (current) => (current ? `Edit “${current.title}”` : 'New banner'),
        testId: 'banner-form',
        fields: FIELDS,
        initial: initialOf,
        image: {
          label: 'Image',
          replaceLabel: 'Replace the image',
          hint: 'JPEG, PNG or WebP, wide (about 1600 × 640). It is stored without its metadata.',
          missing: 'Choose an image for the banner.',
          testId: 'banner-file',
        },
        send: async (values, current, file) => {
          await sendContentForm(
            contentBannerSave,
            {
              ...(current ? { id: String(current.id) } : {}),
              title: values.title,
              subtitle: values.subtitle,
              ctaLabel: values.ctaLabel,
              href: values.href,
              imageAlt: values.imageAlt,
              startsAt: isoOfLocal(values.startsAt),
              endsAt: isoOfLocal(values.endsAt),
              active: values.active === 'yes' ? 'true' : 'false',
            },
            file,
          );
          return current ? 'Banner saved.' : 'Banner added.';
        },
        submitLabel: 'Save the banner',
        children: (form, _current, imageField) => (
          <>
            <EntryTextFields form={form} fields={TEXT_FIELDS} testIdPrefix="banner-" />
            {imageField}
            {(['startsAt', 'endsAt'] as const).map((field) => (
              <FormField
                key={field}
                id={`${form.id}-${field}`}
                label={field === 'startsAt' ? 'Shows from' : 'Shows until'}
                labelNote="(optional)"
                error={form.errors[field]}
              >
                {(control) => (
                  <input
                    {...control}
                    ref={form.register(field)}
                    type="datetime-local"
                    value={form.values[field]}
                    onChange={(event) => form.change(field, event.target.value)}
                  />
                )}
              </FormField>
            ))}
            <label className={formStyles.choice}>
              <input
                type="checkbox"
                checked={form.values.active === 'yes'}
                onChange={(event) => form.change('active', event.target.checked ? 'yes' : 'no')}
              />
              Active
            </label>
          </>
        ),
      }}
    />
  );
}
