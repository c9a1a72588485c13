// 'Sell a Pre-Built Project' (SPEC 2, rules in SPEC 5): name, description, price and an optional image. The
// image goes to the server first (which checks it by its bytes), with its progress and a preview shown;
// then the product is written. SPEC 8's texts say what failed: the upload, or the product. A chosen file that
// is not an image is refused as soon as it is picked (by its first bytes, or when its preview will not show),
// so no broken preview stands until submit.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  checkSellProduct,
  PLACEHOLDER_IMAGE,
  type NewProduct,
  type Product,
  type SellProductInput,
} from '@marketplace/shared/store/product';
import { MIN_AMOUNT } from '@marketplace/shared/projects/money';
import { texts } from '@marketplace/shared/texts';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field, InputField } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { notAnImage, tooLarge, useSellingSay, useSellingTexts } from './selling-texts.ts';
import type { ProductsPort } from './store.port.ts';

/** What the server accepts (it checks the bytes again); the picker offers only these. */
const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Whether the file starts as a JPEG, PNG or WebP does: the picker's filter is only a suggestion. */
async function looksLikeImage(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
  return (
    starts([0xff, 0xd8, 0xff]) ||
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8))
  );
}

interface SellProductFormProps {
  products: ProductsPort;
  /** The listing being edited; absent for a new one. */
  editing?: Product;
  onDone: () => void;
  onCancel: () => void;
}

export function SellProductForm({ products, editing, onDone, onCancel }: SellProductFormProps) {
  const t = useSellingTexts();
  const say = useSellingSay();
  const id = useId();
  const { values: input, field } = useFormFields<SellProductInput>(
    {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      price: editing ? String(editing.price) : '',
    },
    id,
  );
  const picker = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  async function save(product: NewProduct): Promise<void> {
    let imageUrl = editing?.imageUrl ?? '';
    if (image) {
      setProgress(0);
      try {
        const url = await products.uploadImage(image, setProgress);
        // SPEC 8: 'Image upload failed' when no secure_url comes back; the server's reason when it refused.
        if (!url) throw new Error(texts.store.imageUploadFailed);
        imageUrl = url;
      } catch (failure) {
        const reason = errorText(failure, '');
        setError(reason ? `${texts.store.imageUploadFailed}: ${reason}` : texts.store.imageUploadFailed);
        return;
      } finally {
        setProgress(null);
      }
    }
    try {
      if (editing) await products.updateProduct(editing.id, product, imageUrl);
      else await products.createProduct(product, imageUrl);
      onDone();
    } catch (failure) {
      setError(errorText(failure, texts.store.createFailed));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const check = checkSellProduct(input);
    if (!check.ok) return setError(check.error);
    setError(null);
    setSaving(true);
    await save(check.value);
    setSaving(false);
  }

  /** Refuses the chosen file: the message, no preview, and the picker emptied so nothing looks chosen. */
  function refuse(message: string) {
    setImage(null);
    setError(message);
    if (picker.current) picker.current.value = '';
  }

  async function pick(file: File | null) {
    setError(null);
    if (file && file.size > MAX_IMAGE_BYTES) return refuse(tooLarge);
    if (file && !(await looksLikeImage(file))) return refuse(notAnImage);
    setImage(file);
  }

  /** The error in the shown language: SPEC's words and the form's own; a server's reason is shown as it came. */
  function shownError(english: string | null): string | null {
    const upload = `${texts.store.imageUploadFailed}: `;
    if (english === null || english === notAnImage || english === tooLarge || !english.startsWith(upload))
      return say(english);
    return t('selling.error.imageUploadFailedBecause', { reason: english.slice(upload.length) });
  }

  return (
    <form className="sell-product" onSubmit={submit} noValidate>
      <Banner tone="error">{shownError(error)}</Banner>
      <Field id={`${id}-name`} label={t('selling.name')}>
        <input className="input" type="text" maxLength={120} {...field('name')} />
      </Field>
      <Field id={`${id}-description`} label={t('selling.description')}>
        <textarea className="input" rows={4} maxLength={2000} {...field('description')} />
      </Field>
      <Field id={`${id}-price`} label={t('selling.price')}>
        <input className="input" type="number" inputMode="decimal" min={MIN_AMOUNT} step="0.01" {...field('price')} />
      </Field>
      <InputField
        id={`${id}-image`}
        label={t('selling.image')}
        type="file"
        accept={ACCEPTED_IMAGES}
        ref={picker}
        onChange={(event) => void pick(event.target.files?.[0] ?? null)}
      />
      <div className="sell-product__preview">
        <img
          src={preview ?? (editing?.imageUrl || PLACEHOLDER_IMAGE)}
          alt={preview ? t('selling.previewChosen') : t('selling.previewShown')}
          width={160}
          height={120}
          // Starts like an image but does not show as one (a JPEG header before other bytes): refused now.
          onError={preview ? () => refuse(notAnImage) : undefined}
        />
        {progress !== null && (
          <label className="sell-product__progress">
            {t('selling.uploading', { percent: Math.round(progress * 100) })}
            <progress max={1} value={progress} />
          </label>
        )}
      </div>
      <FormActions
        submitLabel={saving ? t('selling.saving') : editing ? t('selling.saveChanges') : t('selling.listProject')}
        onCancel={onCancel}
        cancelLabel={t('selling.cancel')}
        busy={saving}
      />
    </form>
  );
}
