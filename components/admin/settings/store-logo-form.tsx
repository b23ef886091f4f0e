'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { sendContentForm } from '@/components/admin/content/send-content-form';
import { FormField } from '@/components/content/form-field';
import { storeSettingsLogoRemove, storeSettingsLogoSave } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { fieldErrorsOf } from '@/lib/api/api-error';
import { logoImage, type LogoImage } from '@/lib/shop/shop-brand';
import formStyles from '../ui/console-form.module.css';
import styles from './store-settings.module.css';

interface StoredLogo {
  path: string;
  widths: number[];
}

const pictureOf = (logo: StoredLogo | null): LogoImage | null =>
  logo ? logoImage(logo.path, logo.widths) : null;

/**
 * An owner uploads the shop's logo, or removes it (docs/operating.md#store-logo): the same file
 * rules as product photos and banners, checked by the server, which stores it without metadata.
 */
export function StoreLogoForm({ initial, shopName }: { initial: StoredLogo | null; shopName: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [logo, setLogo] = useState(pictureOf(initial));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const run = async (work: () => Promise<{ logo: StoredLogo | null }>, message: string) => {
    setSending(true);
    setError(null);
    setDone(null);
    try {
      setLogo(pictureOf((await work()).logo));
      setFile(null);
      if (input.current) input.current.value = '';
      setDone(message);
    } catch (failure) {
      setError(
        fieldErrorsOf(failure)?.file ??
          (failure instanceof Error ? failure.message : 'It could not be saved.'),
      );
      input.current?.focus();
    } finally {
      setSending(false);
    }
  };

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setError('Choose an image file (JPEG, PNG or WebP).');
      input.current?.focus();
      return;
    }
    void run(() => sendContentForm(storeSettingsLogoSave, {}, file), 'Logo saved. The shop shows it now.');
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={upload}
      noValidate
      aria-busy={sending}
      data-testid="logo-form"
    >
      <div className={styles.logoPreview} data-testid="logo-current">
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the stored logo, as the shop shows it
          <img src={logo.src} srcSet={logo.srcSet} alt={`The logo of ${shopName}`} />
        ) : (
          <p>No logo yet: the shop shows its name with the Oculo lenses.</p>
        )}
      </div>
      <FormField
        id={`${id}-file`}
        label="Logo image"
        hint="JPEG, PNG or WebP, at least 320 × 120 pixels and at most 15 MB; a wide logo on a plain or transparent background suits the header best."
        error={error ?? undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              setDone(null);
              setError(null);
              setFile(event.target.files?.[0] ?? null);
            }}
            data-testid="logo-file"
          />
        )}
      </FormField>
      {done ? (
        <p className={formStyles.done} role="status" data-testid="logo-saved">
          {done}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={sending} data-testid="logo-submit">
          {sending ? 'Saving…' : 'Upload the logo'}
        </button>
        {logo ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={sending}
            onClick={() =>
              void run(
                () => callConsole(storeSettingsLogoRemove, {}),
                'Logo removed. The shop shows its name again.',
              )
            }
            data-testid="logo-remove"
          >
            Remove the logo
          </button>
        ) : null}
      </div>
    </form>
  );
}
