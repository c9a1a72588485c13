// SPEC 2 Support & Contact: the FAQ, a contact email and the message form.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../ui/field.tsx';
import { supportEmail } from './support-email.ts';
import './static-pages.css';

interface Question {
  question: string;
  answer: ReactNode;
}

const studentQuestions: Question[] = [
  {
    question: 'How do I post a project?',
    answer: (
      <>
        <p>
          Sign up as a Student, open your Dashboard and choose <strong>Post Project</strong>. Give it a title and a
          description, list any hardware, software and features it needs, then set your budget, a deadline (today or
          later) and the address the finished project should be delivered to.
        </p>
        <p>Your project is then listed as Open, and sellers can see it and take it.</p>
      </>
    ),
  },
  {
    question: 'How does payment work?',
    answer: (
      <>
        <p>
          Nothing is charged when you post. Once a seller takes your project, a <strong>Fund Project</strong> button
          appears on it. The platform holds the funds while the work is done; the seller is not paid yet.
        </p>
        <p>
          When the project is complete and you are happy with it, release the payment. The seller then receives 70% of
          the budget and the platform keeps 30%. Releasing cannot be undone, so check the work first.
        </p>
      </>
    ),
  },
];

const sellerQuestions: Question[] = [
  {
    question: 'How do I find projects?',
    answer: (
      <p>
        Sign up as a Seller and open your Dashboard: <strong>Available Projects</strong> lists the projects students
        have posted. Open one to read the details and take any project marked Open. It becomes In Progress, is assigned
        to you, and you can chat with the student.
      </p>
    ),
  },
  {
    question: 'How do I get paid?',
    answer: (
      <p>
        When you have delivered the work, mark the project complete. Once the student releases the payment, you receive
        70% of the project&apos;s budget; the platform keeps 30% as its fee.
      </p>
    ),
  },
];

function FaqGroup({ title, questions }: { title: string; questions: Question[] }) {
  const headingId = useId();
  return (
    <section className="support-faq__group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {questions.map((item) => (
        <details key={item.question} className="support-faq__item">
          <summary>{item.question}</summary>
          <div className="support-faq__answer">{item.answer}</div>
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
  return (
    <div className="support-page">
      <header className="support-header">
        <h1>Support &amp; Contact</h1>
        <p className="support-lead">Answers to the questions we hear most, and how to reach us.</p>
      </header>

      <div className="support-layout">
        <section className="support-faq" aria-labelledby={`${id}-faq`}>
          <h2 id={`${id}-faq`}>Frequently asked questions</h2>
          <FaqGroup title="For students" questions={studentQuestions} />
          <FaqGroup title="For sellers" questions={sellerQuestions} />
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
            <Field id={`${id}-name`} label="Name">
              <input id={`${id}-name`} name="name" className="input" autoComplete="name" />
            </Field>
            <Field id={`${id}-phone`} label="Phone number">
              <input
                id={`${id}-phone`}
                name="phone"
                type="tel"
                className="input"
                autoComplete="tel"
                placeholder="+919876543210"
              />
            </Field>
            <Field id={`${id}-message`} label="Message">
              <textarea id={`${id}-message`} name="message" className="input support-form__message" rows={5} />
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
