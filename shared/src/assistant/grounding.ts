// What the assistant may answer from (issue: grounded in our own FAQ and policies): the platform's facts as
// short titled passages, and the rules it answers by. The Gemini adapter sends all of it as the system
// instruction; the offline adapter searches the passages.
import { plainText, type Policy } from '../content/blocks.ts';
import { faq } from '../content/faq.ts';
import { privacy, refund, terms } from '../content/policies.ts';
import { SELLER_SHARE_PERCENT } from '../projects/money.ts';
import { AUTO_RELEASE_DAYS, MAX_CHANGE_ROUNDS, OVERDUE_CANCEL_DAYS } from '../projects/project-actions.ts';
import { MAX_MILESTONES } from '../projects/milestone-check.ts';
import { MAX_COUNTERS, OFFER_DAYS } from '../projects/offer-process.ts';
import { ESTIMATED_DELIVERY_DAYS } from '../store/order.ts';
import { documentTexts } from '../documents/documents-texts.ts';
import { hasDevanagari } from './hindi-words.ts';
import { sampleTaxConfig } from '../documents/tax-config.ts';
import { MONEY_RECORDS_PERIOD } from '../privacy/retention.ts';

/** A rate in basis points as people write it: 50 → '0.5%'. */
const percent = (basisPoints: number) => `${basisPoints / 100}%`;
/** The published rates (decision 039); a deployment's own configuration states the same ones. */
const { tcsBp, tdsBp, tdsWithoutPanBp, tdsThresholdPaise } = sampleTaxConfig;
const TDS_THRESHOLD = `₹${(tdsThresholdPaise / 100).toLocaleString('en-IN')}`;

export interface Fact {
  id: string;
  /** The FAQ question or the policy section's heading. */
  title: string;
  /** Plain sentences. */
  text: string;
  /** Where a person reads it in full, e.g. 'Support & Contact' or 'Cancellation & Refund Policy'. */
  source: string;
}

export interface Grounding {
  instructions: string;
  facts: Fact[];
}

/** Said plainly when the facts do not hold the answer. */
export const notKnown =
  "I'm not sure about that. I can help with posting and finding projects, payments and payouts, the store, and our terms, privacy and refund policies. For anything else, please write to us on the Support & Contact page.";

/** The same, to a question asked in Hindi (Devanagari): the page keeps its English name, as the footer shows it. */
export const notKnownInHindi =
  'मुझे इसका पक्का जवाब नहीं पता। मैं प्रोजेक्ट पोस्ट करने और ढूँढने, भुगतान और पेआउट, स्टोर, और हमारी शर्तों, गोपनीयता और रिफ़ंड नीतियों के बारे में मदद कर सकता हूँ। बाकी किसी बात के लिए Support & Contact पेज पर हमें लिखें।';

/** What 'Ask Me' says when the facts do not answer: in Hindi to a question written in Devanagari. */
export const notKnownFor = (question: string) => (hasDevanagari(question) ? notKnownInHindi : notKnown);

export const assistantInstructions = [
  "You are 'Ask Me', the support assistant of ProjectBoard, a marketplace where students post project requests, sellers deliver them, and anyone can buy pre-built projects in a store.",
  'Answer only from the facts below. If they do not answer the question, say so plainly and suggest the Support & Contact page; never guess prices, dates, people or policies.',
  'You cannot act: you cannot fund, pay, release, refund, cancel, delete or change anything, and you never say that you did. Tell the person where in the app they can do it themselves.',
  'Keep answers short (at most a few sentences), friendly and plain, in the language of the question: Hindi to a question in Hindi, English otherwise. Amounts are in Indian rupees (INR).',
].join('\n');

/** The whole grounding as one text: the instructions, then every fact under its title. */
export function groundingText({ instructions, facts }: Grounding): string {
  const passages = facts.map((fact) => `## ${fact.title} (${fact.source})\n${fact.text}`).join('\n\n');
  return `${instructions}\n\n# Facts\n\n${passages}`;
}

/** How the platform works beyond the FAQ and the policies (SPEC 1, 4, 9), for questions the pages only imply. */
const platformFacts: Fact[] = [
  {
    id: 'payments-and-payouts',
    title: 'How payments and payouts work',
    source: 'How ProjectBoard works',
    text: `A student funds a project after a seller takes it, by card or UPI. The platform holds the money until the student marks the work complete and releases the payment. On release the seller receives ${SELLER_SHARE_PERCENT}% of the budget and the platform keeps ${100 - SELLER_SHARE_PERCENT}%. A release cannot be undone.`,
  },
  {
    id: 'store-buying',
    title: 'Buying a pre-built project in the store',
    source: 'How ProjectBoard works',
    text: `Open the Store, search by name or description and choose Buy Now. You need to be logged in and give a delivery address (or use your location). Pay by card, by UPI or cash on delivery. The order then moves through Order Confirmed, Shipped, Out for Delivery and Delivered, and delivery is estimated ${ESTIMATED_DELIVERY_DAYS} days after purchase. Your orders are listed under My Store Purchases on your Dashboard.`,
  },
  {
    // The question 'do you ship to Pune?' found nothing. SPEC names no delivery area, so this says only what the
    // platform does: the order goes to the address given at purchase, estimated 7 days later.
    id: 'store-delivery',
    title: 'Where and when store orders are delivered',
    source: 'How ProjectBoard works',
    text: `A store order is delivered to the delivery address you give when you buy it (you can type it or use your location). We do not publish a list of cities or areas; if you are unsure whether your address can be reached, write to us on the Support & Contact page before you buy. Delivery is estimated ${ESTIMATED_DELIVERY_DAYS} days after purchase, and you can track the order from Order Confirmed to Shipped, Out for Delivery and Delivered under My Store Purchases on your Dashboard.`,
  },
  {
    // The question 'the delivered project is not what I asked for, what do I do' found nothing. What the escrow lets a
    // student do (decision 023), in the words of its buttons.
    id: 'when-work-goes-wrong',
    title: 'When the work is not what you asked for, or does not come',
    source: 'How ProjectBoard works',
    text: `If a delivery is not what you asked for, do not release the payment: open the project on your Dashboard and choose Request Changes, saying what should change, and the seller delivers again (up to ${MAX_CHANGE_ROUNDS} rounds). If you and the seller cannot agree, choose Open a Dispute and give the reason; the money stays held, and an admin reads the chat and the deliveries and settles it by releasing it to the seller, refunding you, or splitting it. A delivery you do not answer is released to the seller ${AUTO_RELEASE_DAYS} days after it arrives. If nothing was delivered and the deadline passed ${OVERDUE_CANCEL_DAYS} days ago, you can choose Cancel and Refund to get your money back; before that you can Ask to Cancel, and the seller agrees or declines.`,
  },
  {
    // The question 'can I get a refund on something I bought from the store' found the store's terms, not the answer.
    id: 'store-cancel',
    title: 'Cancelling a store order and getting a refund',
    source: 'How ProjectBoard works',
    text: 'You can cancel a store purchase within 24 hours of buying it, before it is delivered: choose Cancel Order under My Store Purchases on your Dashboard. What you paid is refunded in full to the payment it came from (your bank may take 7 to 10 business days to show it); an order to be paid on delivery has nothing to refund. After 24 hours, or once delivered, it can no longer be cancelled.',
  },
  {
    id: 'store-selling',
    title: 'Selling a pre-built project',
    source: 'How ProjectBoard works',
    text: "Sellers choose Sell a Project on their Dashboard and give a name, a description, a price of at least ₹1 and, if they like, a photo. Your listings and your sales, with each buyer's delivery address, are on your Dashboard.",
  },
  {
    // The question 'How do I get a refund for a project?' found the store's passage. A custom project's money comes back
    // only through the escrow's own steps (decision 023).
    id: 'project-refund',
    title: 'Getting a refund for a custom project',
    source: 'How ProjectBoard works',
    text: `What you put into a custom project comes back through the project on your Dashboard: Ask to Cancel before the seller delivers, and it is returned if they agree; Cancel and Refund once the deadline passed ${OVERDUE_CANCEL_DAYS} days ago with nothing delivered; or Open a Dispute and an admin may return it to you. It goes back to the card or UPI account it came from, with a credit note. A released payment cannot be returned.`,
  },
  {
    // The question 'Where is my tax invoice?' got 'I'm not sure'. Decision 039's documents, where the app lists them.
    id: 'documents',
    title: 'Receipts, tax invoices and credit notes for what you paid',
    source: 'How ProjectBoard works',
    text: `Every payment you make gets a document: a tax invoice on the seller's behalf when the seller is registered for GST, otherwise a payment receipt, and a credit note for a refund. Find them under ${documentTexts.paymentsTitle} on your Dashboard, each as a PDF to download. Every price includes its GST: a tax invoice shows the GST inside what you paid, never added on top.`,
  },
  {
    id: 'seller-documents',
    title: 'Invoices and statements for your sales and payouts',
    source: 'How ProjectBoard works',
    text: `You get the platform's invoice for its share of each sale or released project, a statement for each transfer to your account with its bank reference (UTR) and what was withheld, and a monthly statement of your earnings, as PDF and CSV. They are under Your Payouts on your Dashboard, beside Tax details, where you give your GSTIN and principal place of business if you are registered for GST, so your buyers get GST invoices.`,
  },
  {
    id: 'withheld-tax',
    title: 'Tax withheld from payouts (TDS and TCS)',
    source: 'How ProjectBoard works',
    text: `The platform must withhold tax from payouts. With a GSTIN, TCS of ${percent(tcsBp)} (CGST Act section 52). Otherwise TDS under section 194-O: ${percent(tdsBp)} of the gross (${percent(tdsWithoutPanBp)} without a PAN), and none for an individual with a PAN whose gross in the financial year stays within ${TDS_THRESHOLD}. This is why a payout can be less than your ${SELLER_SHARE_PERCENT}% share. Each payout statement shows what was withheld, deposited against your PAN for your tax return.`,
  },
  {
    id: 'seller-verification',
    title: 'Verified sellers: the PAN check before payouts',
    source: 'How ProjectBoard works',
    text: 'Your PAN and your bank account or UPI id are checked against the name on your profile before the first transfer to you: give your PAN in Your Payouts on your Dashboard. Transfers wait until the check passes; if the names do not match, correct your profile name or account details and try again. Once it passes, a Verified badge shows on your listings, projects and public profile.',
  },
  {
    id: 'privacy-rights',
    title: 'Deleting your account and downloading your data',
    source: 'How ProjectBoard works',
    text: `On Your Privacy (in the footer, or from your Profile), Download your data prepares a ZIP of what we keep about you; its link works for 48 hours. You can also withdraw a consent (such as marketing emails) there, or send a request or a complaint to our grievance officer, answered within 90 days. Delete your account asks for your password again; it is refused, saying why, while money is held or owed or work is in progress. Invoices and other money records are kept with your name removed for ${MONEY_RECORDS_PERIOD}, as the law requires.`,
  },
  {
    id: 'reports',
    title: 'Reporting a listing, project, message, review or person',
    source: 'How ProjectBoard works',
    text: `Choose Report beside a store product, a project, a chat message, a review or on a person's profile, pick a reason (scam or fraud, harassment, offensive content, spam), with a note if you like. You are notified when it arrives and when an admin has decided: dismissing it, hiding what was reported, or suspending the person.`,
  },
  {
    id: 'blocks',
    title: 'Blocking someone',
    source: 'How ProjectBoard works',
    text: "To stop a person contacting you, choose Block on their profile page. Once blocked, neither of you can message the other, a blocked seller cannot take your projects, and neither of you is shown the other's store listings. Unblock them any time under Blocked people on your Profile page.",
  },
  {
    id: 'sharing-listings',
    title: 'Sharing a link to a pre-built project',
    source: 'How ProjectBoard works',
    text: 'Each pre-built project has a page of its own: click its name. Its buttons send the link through your device’s own menu, on WhatsApp with its photo and price, or copy it. Anyone who opens the link can buy it there.',
  },
  {
    id: 'offers',
    title: 'Asking sellers for offers, and counter-offers',
    source: 'How ProjectBoard works',
    text: `When you post a project, choose Sellers take it at my price or Ask for offers. On a project asking for offers, each seller sends an offer: a price, a delivery date, a note and, if they like, their own milestones. The student gets every offer side by side with the seller's rating and the projects they completed, and chooses Accept, Counter or Decline; the seller may accept the counter-offer, counter again (${MAX_COUNTERS} counters at most between them) or withdraw the offer. An offer stands for ${OFFER_DAYS} days, or until the project's deadline if that comes first. Accepting an offer gives the project to that seller at the agreed price, date and milestones, and declines every other offer. A seller is never shown another seller's price.`,
  },
  {
    id: 'milestones',
    title: 'Splitting the price into milestones',
    source: 'How ProjectBoard works',
    text: `A student can split a project into up to ${MAX_MILESTONES} milestones when posting it (and a seller can propose milestones in an offer): each has a title, an amount and a due date, and together they add up to the price, so the money is held in parts rather than all at once. The first milestone is funded once a seller is assigned, each next one when the student chooses (Fund milestone 2, and so on). Each milestone is handed in, released or sent back on its own, and released automatically ${AUTO_RELEASE_DAYS} days after it is handed in if the student does not answer; the seller receives ${SELLER_SHARE_PERCENT}% of each milestone released. Every milestone has its own receipt, and cancelling refunds the milestones held and not yet released.`,
  },
  {
    id: 'language',
    title: 'Using ProjectBoard in Hindi',
    source: 'How ProjectBoard works',
    text: 'Choose हिन्दी in the Language switch in the header or the footer to read the website in Hindi, and English to go back to English. The first time, your browser’s language decides. Your choice is remembered, and once you are signed in it is kept on your profile, so the emails we send you and your receipts come in that language. Amounts and dates are shown in the Indian way.',
  },
  {
    id: 'accounts',
    title: 'Signing up and signing in',
    source: 'How ProjectBoard works',
    text: 'Sign up with an email and password as a Student or a Seller, or sign in with Google and choose your role. Verify your email address from the link we send before you log in. Your profile holds your name, phone number and delivery address.',
  },
];

function policyFacts(policy: Policy, id: string): Fact[] {
  return policy.sections.map((section, index) => ({
    id: `${id}-${index}`,
    title: section.heading,
    text: plainText(section.blocks),
    source: policy.title,
  }));
}

/** Everything the assistant may say, from the same words the pages show. */
export function platformGrounding(): Grounding {
  const questions = [...faq.students, ...faq.sellers].map((item, index) => ({
    id: `faq-${index}`,
    title: item.question,
    text: plainText(item.answer),
    source: 'Support & Contact',
  }));
  return {
    instructions: assistantInstructions,
    facts: [
      ...questions,
      ...platformFacts,
      ...policyFacts(terms, 'terms'),
      ...policyFacts(privacy, 'privacy'),
      ...policyFacts(refund, 'refund'),
    ],
  };
}
