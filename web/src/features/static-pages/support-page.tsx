// SPEC 2 Support & Contact: the FAQ, a contact email and the message form.
import { useId, type FormEvent } from 'react';
import { supportEmail, type Question } from '@marketplace/shared/content/blocks';
import { faq } from '@marketplace/shared/content/faq';
import { Field, InputField } from '../../ui/field.tsx';
import { ContentBlocks } from './content-blocks.tsx';
import './static-pages.css';

function FaqGroup({ title, questions }: { title: string; questions: Question[] }) {
  const headingId = useId();
  return (
    <section className="support-faq__group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {questions.map((item) => (
        <details key={item.question} className="support-faq__item">
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
  const id = useId();
  /** A contact field's id and name, from its name. */
  const named = (name: string) => ({ id: `${id}-${name}`, name });
  return (
    <div className="text-page">
      <header className="text-page__header">
        <h1>Support &amp; Contact</h1>
        <p className="text-page__lead">Answers to the questions we hear most, and how to reach us.</p>
      </header>

      <div className="support-layout">
        <section className="support-faq" aria-labelledby={`${id}-faq`}>
          <h2 id={`${id}-faq`}>Frequently asked questions</h2>
          <FaqGroup title="For students" questions={faq.students} />
          <FaqGroup title="For sellers" questions={faq.sellers} />
        </section>

        <section className="card support-contact" aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`}>Contact us</h2>
          <p>
            Email us at{' '}
            <a className="support-email" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>{' '}
            or leave a message below.
          </p>
          <form className="support-form" onSubmit={ignoreSubmit}>
            <InputField label="Name" autoComplete="name" {...named('name')} />
            <InputField
              label="Phone number"
              type="tel"
              autoComplete="tel"
              placeholder="+919876543210"
              {...named('phone')}
            />
            <Field id={named('message').id} label="Message">
              <textarea className="input support-form__message" rows={5} {...named('message')} />
            </Field>
            <button type="submit" className="button">
              Send
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
