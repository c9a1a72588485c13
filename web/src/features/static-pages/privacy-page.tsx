// SPEC 2 and 9: the Privacy Policy: what personal data the product collects, why, and who sees it.
import { LegalContactSection, LegalPage, LegalSection } from './legal-page.tsx';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data ProjectBoard collects when you use the marketplace, the store or the
          careers pages, why we collect it, and the choices you have. We collect only what we need to run the service.
        </p>
      }
    >
      <LegalSection heading="Information we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and role (Student or Seller). If you sign in with
            Google, we receive your name and email address from Google.
          </li>
          <li>
            <strong>Contact details:</strong> the phone number you add to your profile.
          </li>
          <li>
            <strong>Delivery address:</strong> the address you save in your profile or give for a project or an order.
          </li>
          <li>
            <strong>Projects, orders and messages:</strong> the projects you post or take, your store orders, and the
            messages you exchange with the other party to a project.
          </li>
          <li>
            <strong>Payment records:</strong> amounts, payment method and the references our payment provider returns.
            Card and UPI details are handled by the payment provider; we do not store your full card number.
          </li>
          <li>
            <strong>Job applications:</strong> if you apply for a job, your name, email address and the resume you
            upload.
          </li>
          <li>
            <strong>Assistant questions:</strong> the questions you ask the Ask Me assistant, so that it can answer
            them.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="Why we use it">
        <ul>
          <li>To create and secure your account and verify your email address.</li>
          <li>To let students and sellers find each other, work on projects and message each other.</li>
          <li>To deliver projects and store orders to the right address and keep you informed about them.</li>
          <li>
            To take payments in INR, hold project funds until they are released, pay sellers their 70% share and process
            refunds.
          </li>
          <li>To review job applications and contact applicants.</li>
          <li>To answer your support requests, prevent fraud and meet our legal obligations.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="Who can see it">
        <ul>
          <li>
            The seller assigned to your project sees what they need to deliver it, including your delivery address.
          </li>
          <li>Our administrators can see account, project, order and application data to run the platform.</li>
          <li>Resumes are private: only our administrators can open them.</li>
          <li>
            Service providers that run parts of the platform for us (hosting, sign-in, payments, file storage and the
            assistant) process data on our behalf and only for that purpose.
          </li>
        </ul>
        <p>We do not sell your personal data.</p>
      </LegalSection>

      <LegalSection heading="How long we keep it">
        <p>
          We keep your data while your account is active and afterwards only as long as we need it for the purposes
          above, for example to keep payment records or to resolve a dispute. Resumes are kept for as long as the
          recruitment process needs them.
        </p>
      </LegalSection>

      <LegalSection heading="Your choices">
        <ul>
          <li>You can update your name, phone number and delivery address at any time on your profile page.</li>
          <li>You can ask us for a copy of your data, or ask us to correct or delete it, by contacting us.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="Security">
        <p>
          We use reasonable technical and organisational measures to protect your data, such as restricting who can read
          it. No online service can be completely secure, so please keep your sign-in details private.
        </p>
      </LegalSection>

      <LegalSection heading="Age requirement">
        <p>
          ProjectBoard is intended for people aged 18 or over, and we do not knowingly collect personal data from anyone
          younger.
        </p>
      </LegalSection>

      <LegalSection heading="Changes and governing law">
        <p>
          We may update this policy; the date at the top of this page shows when it last changed. This policy is
          governed by the laws of India, and the courts in Madhya Pradesh have jurisdiction over any dispute about it.
        </p>
      </LegalSection>

      <LegalContactSection />
    </LegalPage>
  );
}
