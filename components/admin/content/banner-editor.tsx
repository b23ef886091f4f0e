'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { FormField } from '@/components/content/form-field';
import { contentBannerDelete, contentBannerOrder, contentBannerSave } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminBanner } from '@/lib/contract/calls/admin/content';
import { ActionDialog } from '../ui/action-dialog';
import { formatDateTime } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import { StatusBadge } from '../ui/status-badge';
import styles from './content.module.css';
import { isoOfLocal, localOfIso, moved, sendContentForm } from './send-content-form';

const FIELDS = [
  'title',
  'subtitle',
  'ctaLabel',
  'href',
  'imageAlt',
  'startsAt',
  'endsAt',
  'active',
  'file',
] as const;
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
    file: '',
  };
}

const TEXT_FIELDS: readonly [Field, string, string | undefined][] = [
  ['title', 'Headline', undefined],
  ['subtitle', 'Subtitle', '(optional)'],
  ['ctaLabel', 'Button label', undefined],
  ['href', 'Link (a path of this shop, such as /flash-sale)', undefined],
  ['imageAlt', 'Image description (alt text)', undefined],
];

/** The home banners (issue 21 point 7): in order, with their schedule, to add, change, move and delete. */
export function BannerEditor({ banners }: { banners: AdminBanner[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const file = useRef<File | null>(null);
  const ids = banners.map((banner) => banner.id);

  const act = async (move: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await move();
      setMessage(done);
      router.refresh();
    } catch (failure) {
      setMessage(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
    }
  };

  const current = editing === 'new' ? null : editing;
  return (
    <section aria-labelledby="banners-title">
      <h2 id="banners-title">Home banners</h2>
      <p className={styles.muted}>
        The home page shows the active banners inside their schedule, first one first; a schedule’s start or
        end shows within seconds.
      </p>
      <ul className={styles.list} data-testid="banner-list">
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.item} data-testid="banner-item">
            {/* eslint-disable-next-line @next/next/no-img-element -- a console thumbnail of the stored image */}
            <img src={banner.image.url} alt={banner.image.alt} className={styles.thumb} />
            <div className={styles.itemText}>
              <h3 className={styles.itemTitle}>
                {banner.title}{' '}
                {banner.showing ? (
                  <StatusBadge tone="good">Showing</StatusBadge>
                ) : (
                  <StatusBadge tone="closed">{banner.active ? 'Outside its schedule' : 'Off'}</StatusBadge>
                )}
              </h3>
              <p className={styles.muted}>
                {banner.ctaLabel} → {banner.href}
                {banner.startsAt ? ` · from ${formatDateTime(banner.startsAt)}` : ''}
                {banner.endsAt ? ` · until ${formatDateTime(banner.endsAt)}` : ''}
              </p>
              <div className={styles.actions}>
                <button type="button" className="button button-secondary" onClick={() => setEditing(banner)}>
                  Edit…
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={index === 0}
                  aria-label={`Move “${banner.title}” up`}
                  onClick={() =>
                    void act(() => callConsole(contentBannerOrder, { ids: moved(ids, index, -1) }), 'Moved.')
                  }
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={index === banners.length - 1}
                  aria-label={`Move “${banner.title}” down`}
                  onClick={() =>
                    void act(() => callConsole(contentBannerOrder, { ids: moved(ids, index, 1) }), 'Moved.')
                  }
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={`button ${formStyles.danger}`}
                  onClick={() => {
                    if (window.confirm(`Delete the banner “${banner.title}”?`))
                      void act(() => callConsole(contentBannerDelete, { id: banner.id }), 'Banner deleted.');
                  }}
                >
                  Delete
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => setEditing('new')} data-testid="banner-new">
        New banner…
      </button>
      {message ? (
        <p className={formStyles.notice} role="status">
          {message}
        </p>
      ) : null}
      {editing ? (
        <ActionDialog
          title={current ? `Edit “${current.title}”` : 'New banner'}
          testId="banner-form"
          fields={FIELDS}
          initial={initialOf(current)}
          check={() => (!current && !file.current ? { file: 'Choose an image for the banner.' } : {})}
          send={async (values) => {
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
              file.current,
            );
            return current ? 'Banner saved.' : 'Banner added.';
          }}
          submitLabel="Save the banner"
          busyLabel="Saving…"
          onClose={() => {
            file.current = null;
            setEditing(null);
          }}
          onDone={(done) => {
            file.current = null;
            setEditing(null);
            setMessage(done);
            router.refresh();
          }}
        >
          {(form) => (
            <>
              {TEXT_FIELDS.map(([field, label, note]) => (
                <FormField
                  key={field}
                  id={`${form.id}-${field}`}
                  label={label}
                  labelNote={note}
                  error={form.errors[field]}
                >
                  {(control) => (
                    <input
                      {...control}
                      ref={form.register(field)}
                      type="text"
                      value={form.values[field]}
                      onChange={(event) => form.change(field, event.target.value)}
                      data-testid={`banner-${field}`}
                    />
                  )}
                </FormField>
              ))}
              <FormField
                id={`${form.id}-file`}
                label={current ? 'Replace the image' : 'Image'}
                labelNote={current ? '(optional)' : undefined}
                hint="JPEG, PNG or WebP, wide (about 1600 × 640). It is stored without its metadata."
                error={form.errors.file}
              >
                {(control) => (
                  <input
                    {...control}
                    ref={form.register('file')}
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    onChange={(event) => {
                      file.current = event.target.files?.[0] ?? null;
                      form.change('file', file.current?.name ?? '');
                    }}
                    data-testid="banner-file"
                  />
                )}
              </FormField>
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
          )}
        </ActionDialog>
      ) : null}
    </section>
  );
}
