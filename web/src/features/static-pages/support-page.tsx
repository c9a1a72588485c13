// SPEC 2 Support & Contact: the FAQ, a contact email and the message form. In Hindi (decision 079) the FAQ is its
// Hindi (faq-hindi.ts, which 'Ask Me' answers from too), fetched with the page only when Hindi is shown.
import { useId, type FormEvent } from 'react';
import { supportEmail, type Question } from '@marketplace/shared/content/blocks';
import { faq } from '@marketplace/shared/content/faq';
import en from '../../i18n/en/support.json';
import { catalogue, hindiContent } from '../../i18n/i18n.ts';
import { rich, slot } from '../../i18n/rich.tsx';
import { Field, InputField } from '../../ui/field.tsx';
import { ContentBlocks } from './content-blocks.tsx';
import './static-pages.css';

const useSupportTexts = catalogue(en, () => import('../../i18n/hi/support.json'));
const useFaqInHindi = hindiContent(() => import('@marketplace/shared/content/faq-hindi'));

function FaqGroup({ title, questions }: { title: string; questions: Question[] }) {
  const headingId = useId();
  return (
    <section className="support-faq__group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {/* By place, not by question: the same question in the other language stays open. */}
      {questions.map((item, index) => (
        <details key={index} className="support-faq__item">
          <summary>{item.question}</summary>
          <div className="support-faq__answer">
            <ContentBlocks blocks={item.answer} />
          </div>
        </details>
      ))}
    </section>
  );
}

// SPEC 2 and 5: the form has no submit handling and no validation. Only the browser's default
// submission (a page reload) is stopped, so pressing Send does nothing.
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

export function SupportPage() {
  const t = useSupportTexts();
  const questions = useFaqInHindi()?.faqInHindi ?? faq;
  const id = useId();
  /** A contact field's id and name, from its name. */
  const named = (name: string) => ({ id: `${id}-${name}`, name });
  return (
    <div className="text-page">
      <header className="text-page__header">
        <h1>{t('support.title')}</h1>
        <p className="text-page__lead">{t('support.lead')}</p>
      </header>

      <div className="support-layout">
        <section className="support-faq" aria-labelledby={`${id}-faq`}>
          <h2 id={`${id}-faq`}>{t('support.faqTitle')}</h2>
          <FaqGroup title={t('support.forStudents')} questions={questions.students} />
          <FaqGroup title={t('support.forSellers')} questions={questions.sellers} />
        </section>

        <section className="card support-contact" aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`}>{t('support.contactTitle')}</h2>
          <p>
            {rich(t('support.emailUs', { email: slot('email') }), {
              email: (
                <a className="support-email" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
              ),
            })}
          </p>
          <form className="support-form" onSubmit={ignoreSubmit}>
            <InputField label={t('support.name')} autoComplete="name" {...named('name')} />
            <InputField
              label={t('support.phone')}
              type="tel"
              autoComplete="tel"
              placeholder={t('support.phoneExample')}
              {...named('phone')}
            />
            <Field id={named('message').id} label={t('support.message')}>
              <textarea className="input support-form__message" rows={5} {...named('message')} />
            </Field>
            <button type="submit" className="button">
              {t('support.send')}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
