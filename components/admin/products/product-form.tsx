'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/content/use-hydrated';
import { productCreate, productUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ApiError } from '@/lib/api/api-error';
import { PRODUCT_TYPES } from '@/lib/shop/categories';
import { ACCESSORY_KINDS } from '@/lib/shop/frame-vocabulary';
import formStyles from '../ui/console-form.module.css';
import { ProductColourFields } from './product-colour-fields';
import { inputId, productFormKit, type FieldErrors } from './product-form-kit';
import {
  draftOf,
  fieldsOf,
  localDateTime,
  type FrameFields,
  type ProductFields,
  type VariantFields,
} from './product-form-values';
import styles from './product-form.module.css';
import { ProductFrameFields } from './product-frame-fields';

interface Props {
  /** The saved product's id; none for a new product. */
  id?: number;
  initial: ProductFields;
  /** The saved flash-sale end (ISO): shown in the operator's time zone, which only the browser knows. */
  saleEndsAt?: string | null;
}

/** The server's field messages (code 422), keyed as the call names them ("variants.1.sku"). */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const data = error.data as { fields?: unknown } | null;
  return data && typeof data.fields === 'object' && data.fields !== null ? (data.fields as FieldErrors) : {};
}

/**
 * The product form (docs/operating.md#catalog-work): every field the storefront shows, the frame
 * data of glasses and the colours. Stock is read-only here once a colour is saved: it moves through
 * "Adjust stock" with a reason. The shop's field messages show next to their fields.
 */
export function ProductForm({ id, initial, saleEndsAt = null }: Props) {
  // The server's HTML leaves the sale end empty, and the form starts again with it once it runs in
  // the browser (before anyone can type): the server's time zone is not the operator's.
  const hydrated = useHydrated();
  return (
    <ProductFormBody
      key={hydrated ? 'browser' : 'server'}
      id={id}
      initial={{ ...initial, saleEndsAt: hydrated ? localDateTime(saleEndsAt) : '' }}
    />
  );
}

function ProductFormBody({ id, initial }: Omit<Props, 'saleEndsAt'>) {
  const router = useRouter();
  const [fields, setFields] = useState<ProductFields>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // after a refusal, focus the first field named, so its message is read with it
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (!first) return;
    const control = formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(inputId(first))}`);
    control?.focus();
  }, [errors]);

  const set = <K extends keyof ProductFields>(key: K, value: ProductFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const setFrame = <K extends keyof FrameFields>(key: K, value: FrameFields[K]) =>
    setFields((current) => ({ ...current, frame: { ...current.frame, [key]: value } }));
  const setVariant = (index: number, change: Partial<VariantFields>) =>
    setFields((current) => ({
      ...current,
      variants: current.variants.map((variant, at) => (at === index ? { ...variant, ...change } : variant)),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setMessage(null);
    setDone(null);
    const { draft, problems } = draftOf(fields);
    if (problems) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      if (id === undefined) {
        const saved = await callConsole(productCreate, draft as never);
        router.push(`/admin/products/${saved.id}`);
      } else {
        // the saved product, with the ids of colours just added, so the next save matches them
        setFields(fieldsOf(await callConsole(productUpdate, { ...draft, id } as never)));
        setDone('Saved. The storefront shows the change within seconds if the product is published.');
        router.refresh();
      }
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      setMessage(error instanceof Error ? error.message : 'The product could not be saved.');
    } finally {
      setSending(false);
    }
  };

  const kit = productFormKit(errors);
  const { field, choose, check } = kit;

  const glasses = fields.type !== 'accessories';
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={sending}
      data-testid="product-form"
    >
      <fieldset className={styles.section}>
        <legend>Product</legend>
        <div className={styles.grid}>
          {field(
            'code',
            'Code',
            (props) => (
              <input
                {...props}
                value={fields.code}
                autoComplete="off"
                onChange={(event) => set('code', event.target.value.toUpperCase())}
              />
            ),
            { hint: 'Capitals and digits: the address /details/CODE.' },
          )}
          {field('name', 'Name', (props) => (
            <input {...props} value={fields.name} onChange={(event) => set('name', event.target.value)} />
          ))}
          {field(
            'type',
            'Category',
            choose(fields.type, (value) => set('type', value), PRODUCT_TYPES),
          )}
          {!glasses &&
            field(
              'accessoryKind',
              'Accessory kind',
              choose(fields.accessoryKind, (value) => set('accessoryKind', value), ACCESSORY_KINDS),
            )}
          {field(
            'summary',
            'Summary',
            (props) => (
              <input
                {...props}
                value={fields.summary}
                onChange={(event) => set('summary', event.target.value)}
              />
            ),
            { wide: true, hint: 'One line under the name, on cards and the product page.' },
          )}
          {field(
            'description',
            'Description',
            (props) => (
              <textarea
                {...props}
                rows={6}
                value={fields.description}
                onChange={(event) => set('description', event.target.value)}
              />
            ),
            { wide: true },
          )}
          {field(
            'searchWords',
            'Search words',
            (props) => (
              <input
                {...props}
                value={fields.searchWords}
                onChange={(event) => set('searchWords', event.target.value)}
              />
            ),
            {
              wide: true,
              note: '(optional)',
              hint: 'Words a search finds it by besides its name. Category, shape, material and colours are added by the shop.',
            },
          )}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Price and flags</legend>
        <div className={styles.grid}>
          {field('priceCents', 'Price (US$)', (props) => (
            <input
              {...props}
              inputMode="decimal"
              value={fields.price}
              onChange={(event) => set('price', event.target.value)}
            />
          ))}
          {field(
            'flashSalePriceCents',
            'Flash-sale price (US$)',
            (props) => (
              <input
                {...props}
                inputMode="decimal"
                value={fields.salePrice}
                onChange={(event) => set('salePrice', event.target.value)}
              />
            ),
            { note: '(optional)' },
          )}
          {field(
            'flashSaleEndsAt',
            'Flash sale ends',
            (props) => (
              <input
                {...props}
                type="datetime-local"
                value={fields.saleEndsAt}
                onChange={(event) => set('saleEndsAt', event.target.value)}
              />
            ),
            { note: '(your local time)' },
          )}
        </div>
        <div className={styles.checks}>
          {check('New arrival', fields.isNewArrival, (value) => set('isNewArrival', value))}
          {check('Best seller', fields.isBestSeller, (value) => set('isBestSeller', value))}
        </div>
      </fieldset>

      {glasses && <ProductFrameFields frame={fields.frame} errors={errors} kit={kit} setFrame={setFrame} />}

      <ProductColourFields
        fields={fields}
        errors={errors}
        kit={kit}
        setVariant={setVariant}
        setVariants={(variants) => set('variants', variants)}
      />

      {/* Stays at the foot of the screen while the form runs past it (docs/operating.md#bulk-catalog):
          Save and what it answered are in view from any field. */}
      <div className={styles.saveBar} data-testid="product-save-bar">
        <button type="submit" className="button" disabled={sending} data-testid="product-save">
          {sending ? 'Saving…' : id === undefined ? 'Create the draft' : 'Save'}
        </button>
        {message ? (
          <p className={formStyles.formError} role="alert" data-testid="product-form-error">
            {message}
          </p>
        ) : null}
        <p
          className={done ? formStyles.done : 'visually-hidden'}
          role="status"
          data-testid="product-form-done"
        >
          {done ?? ''}
        </p>
      </div>
    </form>
  );
}
