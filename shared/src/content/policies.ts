// SPEC 2 and 9: the Terms and Conditions, the Privacy Policy and the Cancellation & Refund Policy, built from
// the business facts SPEC 9 states. The legal pages show them; the assistant answers from them.
import type { Policy, Section } from './blocks.ts';

/** SPEC 2: each legal page carries a disclaimer that it is not legal advice. */
export const legalDisclaimer =
  'The text on this page is provided for information only and does not constitute legal advice.';

/** When the legal texts were last revised; change it whenever a policy's wording changes. */
export const lastUpdated = { label: 'November 2026', iso: '2026-11' };

/** The closing section every policy ends with. */
const contactUs: Section = {
  heading: 'Contact us',
  blocks: [
    {
      kind: 'p',
      text: 'Questions about this policy can be sent to {supportEmail} or through the Support & Contact page.',
    },
  ],
};

export const terms: Policy = {
  title: 'Terms and Conditions',
  intro: [
    {
      kind: 'p',
      text: 'These terms govern your use of ProjectBoard, a marketplace where students post project requests, sellers deliver them, and anyone can browse a store of pre-built projects. By creating an account, posting or taking a project, or buying from the store, you agree to these terms, our Privacy Policy and our Cancellation & Refund Policy.',
    },
  ],
  sections: [
    {
      heading: 'Eligibility and accounts',
      blocks: [
        {
          kind: 'ul',
          items: [
            'You must be at least 18 years old to create an account or make a purchase.',
            'You sign up as a Student or a Seller, and you must verify your email address before you can sign in. The information you give us must be accurate and kept up to date.',
            'You are responsible for keeping your sign-in details secure and for everything done through your account.',
          ],
        },
      ],
    },
    {
      heading: 'How projects work',
      blocks: [
        {
          kind: 'ol',
          items: [
            'A student posts a project with a description, a budget, a deadline and a delivery address. The project is then Open.',
            'A seller takes an Open project. It becomes In Progress and is assigned to that seller alone; the student and the seller can then message each other about the work.',
            'The student funds the project. The platform holds the funds; they are not yet paid to the seller.',
            'The seller delivers the work and marks the project complete.',
            'The student releases the payment. A release is final and cannot be reversed, so students should check the delivered work before releasing.',
          ],
        },
      ],
    },
    {
      heading: 'Payments, fees and payouts',
      blocks: [
        {
          kind: 'ul',
          items: [
            'All prices and budgets are in Indian Rupees (INR).',
            'Payments are accepted by card, by UPI and, where offered, by cash on delivery.',
            'Funds paid for a project are held by the platform until the student releases them after the project is complete.',
            'When payment is released, the seller receives 70% of the project budget and the platform keeps 30% as its service fee.',
          ],
        },
      ],
    },
    {
      heading: 'The project store',
      blocks: [
        {
          kind: 'p',
          text: 'Sellers may list pre-built projects in the store. You need to be signed in and give a delivery address to buy one. Cancellations and refunds of store purchases and custom projects are governed by our Cancellation & Refund Policy.',
        },
      ],
    },
    {
      heading: 'Your responsibilities',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Describe projects and products honestly and deliver what you agreed to deliver.',
            "Only list or deliver work that you have the right to sell, and do not infringe anyone else's rights.",
            'Do not use the platform, its messages or its assistant for anything unlawful, abusive or misleading.',
            'Students are responsible for using delivered work in line with the rules of their own institution.',
          ],
        },
      ],
    },
    {
      heading: 'Suspension and removal',
      blocks: [
        {
          kind: 'p',
          text: 'We may remove content, or suspend or delete an account, that breaks these terms or puts other users at risk.',
        },
      ],
    },
    {
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'p',
          text: 'ProjectBoard provides the marketplace that brings students and sellers together and holds project funds until they are released. To the extent permitted by law, we are not liable for indirect or consequential losses arising from the use of the platform or from work delivered by sellers.',
        },
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'p',
          text: 'We may update these terms from time to time. The date at the top of this page shows when they last changed, and continuing to use the platform after a change means you accept the updated terms.',
        },
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      blocks: [
        {
          kind: 'p',
          text: 'These terms are governed by the laws of India. The courts in Madhya Pradesh have jurisdiction over any dispute arising from them or from your use of the platform.',
        },
      ],
    },
    contactUs,
  ],
};

export const privacy: Policy = {
  title: 'Privacy Policy',
  intro: [
    {
      kind: 'p',
      text: 'This policy explains what personal data ProjectBoard collects when you use the marketplace, the store or the careers pages, why we collect it, and the choices you have. We collect only what we need to run the service.',
    },
  ],
  sections: [
    {
      heading: 'Information we collect',
      blocks: [
        {
          kind: 'ul',
          items: [
            '**Account details:** your name, email address and role (Student or Seller). If you sign in with Google, we receive your name and email address from Google.',
            '**Contact details:** the phone number you add to your profile.',
            '**Delivery address:** the address you save in your profile or give for a project or an order.',
            '**Projects, orders and messages:** the projects you post or take, your store orders, and the messages you exchange with the other party to a project.',
            '**Payment records:** amounts, payment method and the references our payment provider returns. Card and UPI details are handled by the payment provider; we do not store your full card number.',
            '**Job applications:** if you apply for a job, your name, email address and the resume you upload.',
            '**Assistant questions:** the questions you ask the Ask Me assistant, so that it can answer them.',
          ],
        },
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          kind: 'ul',
          items: [
            'To create and secure your account and verify your email address.',
            'To let students and sellers find each other, work on projects and message each other.',
            'To deliver projects and store orders to the right address and keep you informed about them.',
            'To take payments in INR, hold project funds until they are released, pay sellers their 70% share and process refunds.',
            'To review job applications and contact applicants.',
            'To answer your support requests, prevent fraud and meet our legal obligations.',
          ],
        },
      ],
    },
    {
      heading: 'Who can see it',
      blocks: [
        {
          kind: 'ul',
          items: [
            'The seller assigned to your project sees what they need to deliver it, including your delivery address.',
            'Our administrators can see account, project, order and application data to run the platform.',
            'Resumes are private: only our administrators can open them.',
            'Service providers that run parts of the platform for us (hosting, sign-in, payments, file storage and the assistant) process data on our behalf and only for that purpose.',
          ],
        },
        { kind: 'p', text: 'We do not sell your personal data.' },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'p',
          text: 'We keep your data while your account is active and afterwards only as long as we need it for the purposes above, for example to keep payment records or to resolve a dispute. Resumes are kept for as long as the recruitment process needs them.',
        },
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        {
          kind: 'ul',
          items: [
            'You can update your name, phone number and delivery address at any time on your profile page.',
            'You can ask us for a copy of your data, or ask us to correct or delete it, by contacting us.',
          ],
        },
      ],
    },
    {
      heading: 'Security',
      blocks: [
        {
          kind: 'p',
          text: 'We use reasonable technical and organisational measures to protect your data, such as restricting who can read it. No online service can be completely secure, so please keep your sign-in details private.',
        },
      ],
    },
    {
      heading: 'Age requirement',
      blocks: [
        {
          kind: 'p',
          text: 'ProjectBoard is intended for people aged 18 or over, and we do not knowingly collect personal data from anyone younger.',
        },
      ],
    },
    {
      heading: 'Changes and governing law',
      blocks: [
        {
          kind: 'p',
          text: 'We may update this policy; the date at the top of this page shows when it last changed. This policy is governed by the laws of India, and the courts in Madhya Pradesh have jurisdiction over any dispute about it.',
        },
      ],
    },
    contactUs,
  ],
};

export const refund: Policy = {
  title: 'Cancellation & Refund Policy',
  intro: [
    {
      kind: 'p',
      text: 'This policy explains when you can cancel a purchase on ProjectBoard and how refunds are paid, both for pre-built projects bought in the store and for custom projects built by a seller.',
    },
  ],
  sections: [
    {
      heading: 'The 24-hour cancellation window',
      blocks: [
        {
          kind: 'p',
          text: 'You may cancel a purchase within **24 hours from the time of purchase** and receive a **full refund**, subject to the exceptions below. To cancel, email {supportEmail} within the window with the email address of your account and the name of the product or project.',
        },
        { kind: 'p', text: 'After the 24-hour window has passed, a purchase can no longer be cancelled.' },
      ],
    },
    {
      heading: 'Digital products',
      blocks: [
        {
          kind: 'p',
          text: 'A digital product is not refundable once it has been downloaded, accessed or delivered, even if this happens within the 24-hour window.',
        },
      ],
    },
    {
      heading: 'Custom projects',
      blocks: [
        {
          kind: 'p',
          text: 'Custom projects are built to your own description, so they are generally non-refundable. The exception is a delivered project that is materially different from the description you posted: in that case, contact us with the project title and an explanation of the difference, and we will review your request.',
        },
        {
          kind: 'p',
          text: 'Funds for a custom project are held by the platform until you release the payment. Raise any problem before you release it: a release cannot be undone, and once released the seller receives 70% of the budget.',
        },
      ],
    },
    {
      heading: 'How refunds are paid',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Approved refunds are returned to the original payment method (card or UPI) within 7 to 10 business days.',
            'Amounts are refunded in Indian Rupees (INR).',
            'For orders paid by cash on delivery, we will contact you to arrange how the refund is paid.',
          ],
        },
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        {
          kind: 'p',
          text: 'This policy is governed by the laws of India, and the courts in Madhya Pradesh have jurisdiction over any dispute about it.',
        },
      ],
    },
    contactUs,
  ],
};
