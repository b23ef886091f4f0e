import { COLOR_FAMILIES } from '@/lib/shop/frame-attributes';
import formStyles from '../ui/console-form.module.css';
import { inputId, type FieldErrors, type ProductFormKit } from './product-form-kit';
import { emptyVariant, type ProductFields, type VariantFields } from './product-form-values';
import styles from './product-form.module.css';

interface Props {
  fields: ProductFields;
  errors: FieldErrors;
  kit: ProductFormKit;
  setVariant: (index: number, change: Partial<VariantFields>) => void;
  setVariants: (variants: VariantFields[]) => void;
}

/**
 * The product form's colours: each with its swatch, SKU and stock. A saved colour's stock is
 * read-only here (it moves through "Adjust stock" with a reason), and a colour in an order or a cart
 * cannot be removed.
 */
export function ProductColourFields({
  fields,
  errors,
  kit: { field, choose },
  setVariant,
  setVariants,
}: Props) {
  return (
    <fieldset className={styles.section} data-testid="variants-fieldset">
      <legend>Colours</legend>
      {errors.variants ? (
        <p className={styles.error} id={inputId('variants')} tabIndex={-1} role="alert">
          {errors.variants}
        </p>
      ) : null}
      {fields.variants.map((variant, index) => {
        const at = `variants.${index}`;
        return (
          <fieldset key={variant.id ?? `new-${index}`} className={styles.variant} data-testid="variant-row">
            <legend>{variant.colorName || `Colour ${index + 1}`}</legend>
            {field(`${at}.colorName`, 'Colour name', (props) => (
              <input
                {...props}
                value={variant.colorName}
                onChange={(event) => setVariant(index, { colorName: event.target.value })}
              />
            ))}
            {field(
              `${at}.colorFamily`,
              'Family',
              choose(
                variant.colorFamily,
                (value) => setVariant(index, { colorFamily: value }),
                COLOR_FAMILIES,
              ),
            )}
            {field(
              `${at}.colorHex`,
              'Swatch colour',
              (props) => (
                <span className={styles.swatch}>
                  <input
                    type="color"
                    aria-label={`Swatch colour of ${variant.colorName || `colour ${index + 1}`}: picker`}
                    value={/^#[0-9a-fA-F]{6}$/.test(variant.colorHex) ? variant.colorHex : '#000000'}
                    onChange={(event) => setVariant(index, { colorHex: event.target.value })}
                  />
                  <input
                    {...props}
                    value={variant.colorHex}
                    onChange={(event) => setVariant(index, { colorHex: event.target.value })}
                  />
                </span>
              ),
              { hint: '#RRGGBB' },
            )}
            {fields.type === 'sunglasses' &&
              field(
                `${at}.lensTintHex`,
                'Lens tint',
                (props) => (
                  <input
                    {...props}
                    value={variant.lensTintHex}
                    placeholder="#RRGGBB"
                    onChange={(event) => setVariant(index, { lensTintHex: event.target.value })}
                  />
                ),
                { note: '(optional)' },
              )}
            {field(`${at}.sku`, 'SKU', (props) => (
              <input
                {...props}
                value={variant.sku}
                onChange={(event) => setVariant(index, { sku: event.target.value.toUpperCase() })}
              />
            ))}
            {field(
              `${at}.stock`,
              'Stock',
              (props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  value={variant.stock}
                  readOnly={variant.id !== undefined}
                  onChange={(event) => setVariant(index, { stock: event.target.value })}
                />
              ),
              {
                hint:
                  variant.id !== undefined
                    ? 'Changed with “Adjust stock”, with a reason.'
                    : 'The first stock.',
              },
            )}
            {field(`${at}.lowStockThreshold`, 'Low at or under', (props) => (
              <input
                {...props}
                inputMode="numeric"
                value={variant.lowStockThreshold}
                onChange={(event) => setVariant(index, { lowStockThreshold: event.target.value })}
              />
            ))}
            <div>
              <button
                type="button"
                className="button button-secondary"
                disabled={variant.inUse}
                aria-describedby={variant.inUse ? `${inputId(at)}-in-use` : undefined}
                onClick={() => setVariants(fields.variants.filter((_, at2) => at2 !== index))}
              >
                Remove colour
              </button>
              {variant.inUse ? (
                <p id={`${inputId(at)}-in-use`} className={formStyles.notice}>
                  In an order or a cart: set its stock to 0 instead.
                </p>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setVariants([...fields.variants, emptyVariant(fields.code)])}
          data-testid="add-variant"
        >
          Add a colour
        </button>
      </div>
    </fieldset>
  );
}
