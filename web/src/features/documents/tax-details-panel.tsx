// 'Tax details' under Your Payouts (decision 039): whether the seller is registered for GST and, if so, the GSTIN
// (issued on the PAN they verified, decision 033: the PAN is asked once, there), legal name and registered address
// that the tax invoices issued on their behalf state. Saved by the server; documents issued afterwards use them.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import { taxDetailsInputSchema, type TaxDetails } from '@marketplace/shared/documents/tax-details';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { InputField } from '../../ui/field.tsx';
import type { DocumentsApi, DocumentsPort } from './documents.port.ts';
import { useDocumentsTexts } from './documents-texts.ts';
import './documents.css';

interface TaxDetailsPanelProps {
  sellerId: string;
  documents: Pick<DocumentsPort, 'watchTaxDetails'>;
  api: Pick<DocumentsApi, 'saveTaxDetails'>;
}

export function TaxDetailsPanel({ sellerId, documents, api }: TaxDetailsPanelProps) {
  const t = useDocumentsTexts();
  const titleId = useId();
  const watched = useWatch(useMemo(() => documents.watchTaxDetails(sellerId), [documents, sellerId]));
  return (
    <section className="tax-details" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('documents.taxTitle')}</h3>
      <p className="muted">{t('documents.taxAbout')}</p>
      {/* Filled once from what is saved; saving does not reset what the seller typed. */}
      {watched.status === 'ready' && <TaxDetailsForm saved={watched.value} api={api} />}
      {watched.status === 'failed' && <Banner tone="error">{t('documents.taxLoadFailed')}</Banner>}
    </section>
  );
}

function TaxDetailsForm({ saved, api }: { saved: TaxDetails | null; api: TaxDetailsPanelProps['api'] }) {
  const t = useDocumentsTexts();
  const id = useId();
  const [registered, setRegistered] = useState(Boolean(saved?.gstin));
  const [gstin, setGstin] = useState(saved?.gstin ?? '');
  const [legalName, setLegalName] = useState(saved?.legalName ?? '');
  const [address, setAddress] = useState(saved?.address ?? '');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = taxDetailsInputSchema.safeParse({ registration: registered ? { gstin, legalName, address } : null });
    if (!input.success) return setAnswer({ tone: 'error', text: input.error.issues[0]!.message });
    setBusy(true);
    setAnswer(null);
    try {
      await api.saveTaxDetails(input.data);
      setAnswer({ tone: 'success', text: t('documents.taxSaved') });
    } catch (failure) {
      setAnswer({ tone: 'error', text: serverExplanation(failure) ?? t('documents.taxSaveFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="tax-details__form" aria-label={t('documents.taxForm')} onSubmit={submit} noValidate>
      <label className="tax-details__check">
        <input type="checkbox" checked={registered} onChange={(event) => setRegistered(event.target.checked)} />
        {t('documents.registered')}
      </label>
      {registered && (
        <>
          <InputField
            id={`${id}-gstin`}
            label={t('documents.gstin')}
            autoComplete="off"
            placeholder="27ABCPE1234F1ZB"
            maxLength={20}
            value={gstin}
            onChange={(event) => setGstin(event.target.value)}
          />
          <InputField
            id={`${id}-name`}
            label={t('documents.legalName')}
            value={legalName}
            onChange={(event) => setLegalName(event.target.value)}
          />
          <InputField
            id={`${id}-address`}
            label={t('documents.placeOfBusiness')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        </>
      )}
      <Banner tone={answer?.tone ?? 'error'}>{answer?.text ?? null}</Banner>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('documents.saving') : t('documents.saveTax')}
      </button>
    </form>
  );
}
