// SPEC 2 and 9: the Terms and Conditions, built from the business facts SPEC 9 states.
import { LegalContactSection, LegalPage, LegalSection } from './legal-page.tsx';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro={
        <p>
          These terms govern your use of ProjectBoard, a marketplace where students post project requests, sellers
          deliver them, and anyone can browse a store of pre-built projects. By creating an account, posting or taking a
          project, or buying from the store, you agree to these terms, our Privacy Policy and our Cancellation &amp;
          Refund Policy.
        </p>
      }
    >
      <LegalSection heading="Eligibility and accounts">
        <ul>
          <li>You must be at least 18 years old to create an account or make a purchase.</li>
          <li>
            You sign up as a Student or a Seller, and you must verify your email address before you can sign in. The
            information you give us must be accurate and kept up to date.
          </li>
          <li>
            You are responsible for keeping your sign-in details secure and for everything done through your account.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="How projects work">
        <ol>
          <li>
            A student posts a project with a description, a budget, a deadline and a delivery address. The project is
            then Open.
          </li>
          <li>
            A seller takes an Open project. It becomes In Progress and is assigned to that seller alone; the student and
            the seller can then message each other about the work.
          </li>
          <li>The student funds the project. The platform holds the funds; they are not yet paid to the seller.</li>
          <li>The seller delivers the work and marks the project complete.</li>
          <li>
            The student releases the payment. A release is final and cannot be reversed, so students should check the
            delivered work before releasing.
          </li>
        </ol>
      </LegalSection>

      <LegalSection heading="Payments, fees and payouts">
        <ul>
          <li>All prices and budgets are in Indian Rupees (INR).</li>
          <li>Payments are accepted by card, by UPI and, where offered, by cash on delivery.</li>
          <li>
            Funds paid for a project are held by the platform until the student releases them after the project is
            complete.
          </li>
          <li>
            When payment is released, the seller receives 70% of the project budget and the platform keeps 30% as its
            service fee.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="The project store">
        <p>
          Sellers may list pre-built projects in the store. You need to be signed in and give a delivery address to buy
          one. Cancellations and refunds of store purchases and custom projects are governed by our Cancellation &amp;
          Refund Policy.
        </p>
      </LegalSection>

      <LegalSection heading="Your responsibilities">
        <ul>
          <li>Describe projects and products honestly and deliver what you agreed to deliver.</li>
          <li>
            Only list or deliver work that you have the right to sell, and do not infringe anyone else&apos;s rights.
          </li>
          <li>Do not use the platform, its messages or its assistant for anything unlawful, abusive or misleading.</li>
          <li>Students are responsible for using delivered work in line with the rules of their own institution.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="Suspension and removal">
        <p>
          We may remove content, or suspend or delete an account, that breaks these terms or puts other users at risk.
        </p>
      </LegalSection>

      <LegalSection heading="Limitation of liability">
        <p>
          ProjectBoard provides the marketplace that brings students and sellers together and holds project funds until
          they are released. To the extent permitted by law, we are not liable for indirect or consequential losses
          arising from the use of the platform or from work delivered by sellers.
        </p>
      </LegalSection>

      <LegalSection heading="Changes to these terms">
        <p>
          We may update these terms from time to time. The date at the top of this page shows when they last changed,
          and continuing to use the platform after a change means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection heading="Governing law and jurisdiction">
        <p>
          These terms are governed by the laws of India. The courts in Madhya Pradesh have jurisdiction over any dispute
          arising from them or from your use of the platform.
        </p>
      </LegalSection>

      <LegalContactSection />
    </LegalPage>
  );
}
