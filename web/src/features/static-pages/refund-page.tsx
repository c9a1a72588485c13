// SPEC 2 and 9: the Cancellation & Refund Policy, built from SPEC 9's cancellation and refund rules.
import { LegalContactSection, LegalPage, LegalSection } from './legal-page.tsx';
import { supportEmail } from './support-email.ts';

export function RefundPage() {
  return (
    <LegalPage
      title="Cancellation & Refund Policy"
      intro={
        <p>
          This policy explains when you can cancel a purchase on ProjectBoard and how refunds are paid, both for
          pre-built projects bought in the store and for custom projects built by a seller.
        </p>
      }
    >
      <LegalSection heading="The 24-hour cancellation window">
        <p>
          You may cancel a purchase within <strong>24 hours from the time of purchase</strong> and receive a{' '}
          <strong>full refund</strong>, subject to the exceptions below. To cancel, email{' '}
          <a className="legal-email" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>{' '}
          within the window with the email address of your account and the name of the product or project.
        </p>
        <p>After the 24-hour window has passed, a purchase can no longer be cancelled.</p>
      </LegalSection>

      <LegalSection heading="Digital products">
        <p>
          A digital product is not refundable once it has been downloaded, accessed or delivered, even if this happens
          within the 24-hour window.
        </p>
      </LegalSection>

      <LegalSection heading="Custom projects">
        <p>
          Custom projects are built to your own description, so they are generally non-refundable. The exception is a
          delivered project that is materially different from the description you posted: in that case, contact us with
          the project title and an explanation of the difference, and we will review your request.
        </p>
        <p>
          Funds for a custom project are held by the platform until you release the payment. Raise any problem before
          you release it: a release cannot be undone, and once released the seller receives 70% of the budget.
        </p>
      </LegalSection>

      <LegalSection heading="How refunds are paid">
        <ul>
          <li>
            Approved refunds are returned to the original payment method (card or UPI) within 7 to 10 business days.
          </li>
          <li>Amounts are refunded in Indian Rupees (INR).</li>
          <li>For orders paid by cash on delivery, we will contact you to arrange how the refund is paid.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="Governing law">
        <p>
          This policy is governed by the laws of India, and the courts in Madhya Pradesh have jurisdiction over any
          dispute about it.
        </p>
      </LegalSection>

      <LegalContactSection />
    </LegalPage>
  );
}
