// The privacy notice (DPDP Act 2023 s.5, DPDP Rules 2025 rule 3; decision 040): shown at sign-up and kept on the
// Privacy page, item by item (what is collected, why, for how long, who else receives it), with how to withdraw
// consent and how to complain. Its version is recorded with every consent, so a changed notice is a new version.
import { z } from 'zod';
import { supportEmail } from '../content/blocks.ts';
import { LOGS_PERIOD, MONEY_RECORDS_PERIOD } from './retention.ts';

export interface NoticeItem {
  data: string;
  why: string;
  howLong: string;
  /** Who else receives it, and what for ('' when nobody does). */
  sharedWith: string;
}

export const noticeItems: readonly NoticeItem[] = [
  {
    data: 'Your name, email address and role, and how you sign in (email and password, or Google)',
    why: 'To create your account, keep it secure and verify your email address',
    howLong: 'Until you delete your account',
    sharedWith: 'Google Firebase, which runs sign-in and hosts our database',
  },
  {
    data: 'Your phone number and delivery address',
    why: 'To deliver projects and store orders; the seller assigned to your project sees the address',
    howLong: 'Until you delete your account',
    sharedWith: 'The seller of your project or order',
  },
  {
    data: 'Projects you post or take, chat messages, deliveries and reviews',
    why: 'To run the marketplace between students and sellers',
    howLong: `Until you delete your account; a paid project's record is kept for ${MONEY_RECORDS_PERIOD} without your name`,
    sharedWith: 'The other party to each project',
  },
  {
    data: 'Payments, refunds and payouts; where you are paid (UPI id or bank account) and your PAN if you sell',
    why: 'To take payments, hold them until released, pay sellers their 70% and meet tax law',
    howLong: `Payment records: ${MONEY_RECORDS_PERIOD}, without your name once your account is gone; payout details and PAN: until you delete your account`,
    sharedWith: 'Razorpay (payments, refunds and payouts) and Cashfree (checking a PAN against your name)',
  },
  {
    data: 'The emails we send you about your projects, orders and payouts',
    why: 'To tell you what happened; you choose which on your Profile page',
    howLong: 'A month after sending',
    sharedWith: 'Our email service, which delivers them',
  },
  {
    data: 'Store listings (name, description, price and photo), delivered files and resumes',
    why: 'To show the store and its search, and to hand over work and job applications',
    howLong: 'Until you remove them or delete your account',
    sharedWith: 'Cloudinary (file storage) and Typesense (the store search)',
  },
  {
    data: 'Questions you ask the Ask Me assistant',
    why: 'To answer them; we do not keep them',
    howLong: 'Not kept',
    sharedWith: "Google's Gemini, which writes the answer",
  },
  {
    data: 'What our admins did and which hourly limits were met',
    why: 'To investigate misuse of the platform',
    howLong: LOGS_PERIOD,
    sharedWith: '',
  },
];

/** How to withdraw consent and how to complain: the notice's last words (rule 3(c)). */
export const noticeRights = {
  withdraw:
    'You can withdraw any consent you gave on your Privacy page with one click, as easily as you gave it. Withdrawing does not undo what was done before.',
  rights: 'On your Privacy page you can download your data, see where to correct it, and delete your account yourself.',
  complain: `To ask about your data or complain, send a request from your Privacy page (or write to ${supportEmail}): our grievance officer answers within 90 days. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.`,
} as const;

/** The optional uses a person may agree to, each on its own; the service works the same without them. */
export const consentPurposes = ['marketing-email'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

export const consentLabels: Record<ConsentPurpose, string> = {
  'marketing-email': 'Email me news and offers from ProjectBoard (at most one a month)',
};

/** One optional use's consent as stored: given or withdrawn, when, under which notice version. */
export const consentStateSchema = z.object({
  granted: z.boolean(),
  at: z.number().nullable(),
  noticeVersion: z.string(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** users/{uid}/private/consents: the notice accepted at sign-up, and each optional use. */
export const consentsSchema = z.object({
  notice: z.object({ version: z.string(), at: z.number().nullable() }).nullable().catch(null),
  purposes: z.partialRecord(z.enum(consentPurposes), consentStateSchema).catch({}),
});
export type Consents = z.infer<typeof consentsSchema>;

/** What sign-up sends with the role: the notice version it showed, and the optional uses ticked. */
export const signupConsentSchema = z.object({
  noticeVersion: z.string().max(20),
  purposes: z.array(z.enum(consentPurposes)).max(consentPurposes.length).default([]),
});
export type SignupConsent = z.infer<typeof signupConsentSchema>;
