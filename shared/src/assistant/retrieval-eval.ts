// The questions 'Ask Me' is measured on: asked as people ask them (casual, misspelt, lower case,
// Hinglish), each with the passage that answers it (ids from platformGrounding(): faq-N, the how-it-works
// ids, terms-N, privacy-N, refund-N by section order). Where two passages say the same thing, either counts.
// retrieval-eval.test.ts computes the hit rate; decision 010 records it.

export interface EvalQuestion {
  question: string;
  /** The passage(s) that answer it; a hit is any of them. */
  expected: string[];
}

export const retrievalEval: EvalQuestion[] = [
  // The two it was first built for (decision 010).
  { question: 'can I cancel my store order?', expected: ['refund-0', 'store-cancel'] },
  { question: 'do you ship to Pune?', expected: ['store-delivery'] },
  // Cancelling and refunds.
  { question: 'I bought a project yesterday, can I still cancel it?', expected: ['refund-0'] },
  { question: 'how do i get my money back', expected: ['refund-0', 'refund-3', 'project-refund'] },
  { question: 'What is your return policy?', expected: ['refund-0'] },
  { question: 'cancle order', expected: ['refund-0'] },
  { question: 'How long does a refund take to reach my account?', expected: ['refund-3'] },
  { question: 'refund kitne din me aayega', expected: ['refund-3'] },
  { question: 'order cancel kaise kare', expected: ['refund-0'] },
  { question: 'I paid cash on delivery, how will I get my refund?', expected: ['refund-3'] },
  { question: 'Can I get a refund after downloading a digital project?', expected: ['refund-1'] },
  {
    question: 'the seller delivered something totally different from what I described, refund?',
    expected: ['refund-2', 'when-work-goes-wrong'],
  },
  { question: 'is a custom project refundable', expected: ['refund-2', 'project-refund'] },
  { question: 'paisa wapas milega kya', expected: ['refund-0', 'refund-3', 'project-refund'] },
  // Delivery.
  { question: 'Do you deliver to Mumbai?', expected: ['store-delivery'] },
  { question: 'which cities do you deliver to', expected: ['store-delivery'] },
  { question: 'when will my order arrive?', expected: ['store-delivery'] },
  { question: 'how many days for delivery', expected: ['store-delivery'] },
  { question: 'Where do you ship?', expected: ['store-delivery'] },
  { question: 'bangalore me delivery hoti hai?', expected: ['store-delivery'] },
  { question: 'how can I track my order', expected: ['store-delivery', 'store-buying'] },
  // Buying in the store.
  { question: 'How do I buy a pre-built project?', expected: ['store-buying'] },
  { question: 'can i pay with UPI in the store', expected: ['store-buying', 'terms-2'] },
  { question: 'Is cash on delivery available?', expected: ['store-buying', 'terms-2'] },
  { question: 'where can I see my purchases', expected: ['store-buying', 'store-delivery'] },
  // Payments for custom projects.
  { question: 'How does payment work?', expected: ['faq-1', 'payments-and-payouts'] },
  { question: 'when do I have to pay for my project', expected: ['faq-1', 'payments-and-payouts'] },
  { question: 'is my money safe until the work is done? escrow?', expected: ['faq-1', 'payments-and-payouts'] },
  { question: 'how do I fund a project', expected: ['faq-1', 'payments-and-payouts'] },
  { question: 'can I undo a released payment', expected: ['faq-1', 'payments-and-payouts', 'terms-1'] },
  { question: 'What currency are prices in?', expected: ['terms-2'] },
  // Sellers.
  { question: 'how do i get paid', expected: ['faq-3'] },
  { question: 'How much commission does the platform take?', expected: ['faq-3', 'payments-and-payouts', 'terms-2'] },
  { question: 'what % do sellers earn', expected: ['faq-3', 'payments-and-payouts', 'terms-2'] },
  { question: 'where do I find projects to work on', expected: ['faq-2'] },
  { question: 'How can I sell my project in the store?', expected: ['store-selling'] },
  { question: 'can I add a photo to my listing', expected: ['store-selling'] },
  // Students posting.
  { question: 'How do I post a project?', expected: ['faq-0'] },
  { question: 'how to create a new project request', expected: ['faq-0'] },
  { question: 'project kaise post kare', expected: ['faq-0'] },
  // Accounts.
  { question: 'how do I sign up', expected: ['accounts'] },
  { question: 'Can I login with Google?', expected: ['accounts'] },
  { question: 'I did not get the verification email', expected: ['accounts', 'terms-0'] },
  { question: 'How old do you have to be to use this?', expected: ['terms-0', 'privacy-6'] },
  // Privacy and the terms.
  { question: 'what data do you collect about me', expected: ['privacy-0'] },
  { question: 'Do you sell my personal data?', expected: ['privacy-2'] },
  { question: 'who can see my address', expected: ['privacy-2'] },
  { question: 'how do I delete my data', expected: ['privacy-4', 'privacy-rights'] },
  { question: 'how long do you keep my data', expected: ['privacy-3'] },
  { question: 'which court handles disputes?', expected: ['terms-8', 'refund-4', 'privacy-7'] },
  { question: 'can you suspend my account?', expected: ['terms-5'] },
];

/**
 * Fourteen questions of the kind a review asks 'Ask Me' as people phrase them: the four it missed (where
 * to post a request, whether a store purchase can be refunded, where sellers find work, what to do when a delivery
 * is not what was asked) and ten more of the same sort. The bar is 13 of 14 answered first.
 */
export const reviewQuestions: EvalQuestion[] = [
  { question: 'where do i post my project request', expected: ['faq-0'] },
  { question: 'can i get a refund on something i bought from the store', expected: ['refund-0', 'store-cancel'] },
  { question: 'as a seller where do i find work', expected: ['faq-2'] },
  {
    question: 'the delivered project is not what i asked for, what do i do',
    expected: ['when-work-goes-wrong', 'refund-2'],
  },
  { question: 'how does payment work', expected: ['faq-1', 'payments-and-payouts'] },
  { question: 'when do sellers get paid', expected: ['faq-3', 'payments-and-payouts'] },
  { question: 'can i cancel my order', expected: ['refund-0', 'store-cancel'] },
  { question: 'do you deliver to my city', expected: ['store-delivery'] },
  { question: 'how much does the platform take', expected: ['faq-3', 'payments-and-payouts', 'terms-2'] },
  { question: 'how do i sell my own project in the store', expected: ['store-selling'] },
  { question: 'how long does a refund take', expected: ['refund-3'] },
  {
    question: 'is my money safe if the seller does not deliver',
    expected: ['faq-1', 'payments-and-payouts', 'when-work-goes-wrong'],
  },
  { question: 'how do i track my order', expected: ['store-delivery', 'store-buying'] },
  { question: 'i never got the email to verify my account', expected: ['accounts', 'terms-0'] },
];

/**
 * Fifty questions about the newer features (refunds and cancellations, documents and tax invoices,
 * privacy and deletion, reports and blocks, verification and withheld tax, sharing a listing), as people type them,
 * and six the facts do not answer (`expected: []`: right is saying so). Written as a held-out set, then seen scoring
 * 36 of 50 before any tuning for these features, so they became the tuning set; the held-out set written after is
 * retrieval-held-out-features.ts.
 */
export const featureTuningQuestions: EvalQuestion[] = [
  // Refunds and cancellations.
  { question: 'How do I get a refund for a project?', expected: ['project-refund', 'refund-2'] },
  {
    question: 'seller never delivered my project how do i get money back',
    expected: ['project-refund', 'when-work-goes-wrong'],
  },
  { question: 'can i cancel a project after paying', expected: ['project-refund', 'when-work-goes-wrong'] },
  { question: 'refund for custom project kaise milega', expected: ['project-refund', 'refund-2'] },
  { question: 'i want to cancel the kit i ordered this morning', expected: ['store-cancel', 'refund-0'] },
  { question: 'where does the refund money go, to my card?', expected: ['refund-3', 'project-refund', 'store-cancel'] },
  {
    question: 'can i get my money back after releasing payment',
    expected: ['project-refund', 'payments-and-payouts', 'terms-1'],
  },
  { question: 'order delivered already, can i still cancel', expected: ['store-cancel', 'refund-0'] },
  { question: 'how does a dispute refund work', expected: ['project-refund', 'when-work-goes-wrong'] },
  { question: 'will i get a credit note when refunded', expected: ['documents', 'project-refund'] },
  // Documents and tax invoices.
  { question: 'Where is my tax invoice?', expected: ['documents'] },
  { question: 'where can i download receipt for my purchase', expected: ['documents'] },
  { question: 'I need a GST invoice for my order', expected: ['documents'] },
  { question: 'bill kaha milega', expected: ['documents'] },
  { question: 'where are my payout statements', expected: ['seller-documents'] },
  { question: 'monthly statement csv for my earnings', expected: ['seller-documents'] },
  { question: 'how do i add my GSTIN as a seller', expected: ['seller-documents'] },
  { question: 'does the platform give me an invoice for its commission', expected: ['seller-documents'] },
  // Privacy and deletion.
  { question: 'how do i delete my account', expected: ['privacy-rights', 'privacy-4'] },
  { question: 'download all my data', expected: ['privacy-rights', 'privacy-4'] },
  { question: 'why cant i delete my account', expected: ['privacy-rights'] },
  { question: 'account delete karna hai', expected: ['privacy-rights', 'privacy-4'] },
  { question: 'how long is the download link valid', expected: ['privacy-rights'] },
  { question: 'will my invoices be deleted when i close my account', expected: ['privacy-rights', 'privacy-3'] },
  { question: 'how do i withdraw my consent', expected: ['privacy-rights', 'privacy-4'] },
  { question: 'who do i complain to about my personal data', expected: ['privacy-rights', 'privacy-4', 'privacy-7'] },
  // Reports and blocks.
  { question: 'how do i report a scam listing', expected: ['reports'] },
  { question: 'someone is harassing me in chat', expected: ['reports', 'blocks'] },
  { question: 'how to block a user', expected: ['blocks'] },
  { question: 'how do i unblock someone', expected: ['blocks'] },
  { question: 'what happens after i report someone', expected: ['reports'] },
  { question: 'can a blocked seller still take my project', expected: ['blocks'] },
  { question: 'report a fake review', expected: ['reports'] },
  { question: 'why did my listing disappear from the store', expected: ['reports', 'terms-5'] },
  // Verification and withheld tax.
  { question: 'how do i get the verified badge', expected: ['seller-verification'] },
  { question: 'why is my payout on hold', expected: ['seller-verification'] },
  { question: 'PAN verification failed name mismatch', expected: ['seller-verification'] },
  { question: 'why was tax deducted from my payout', expected: ['withheld-tax'] },
  { question: 'what is TDS on my earnings', expected: ['withheld-tax'] },
  { question: 'how much TCS do you cut if i have GST', expected: ['withheld-tax'] },
  { question: 'is tds deducted below 5 lakh', expected: ['withheld-tax'] },
  { question: 'what does verified mean on a seller', expected: ['seller-verification'] },
  // Sharing a listing.
  { question: 'how can i share a project with my friend on whatsapp', expected: ['sharing-listings'] },
  { question: 'link to a store item', expected: ['sharing-listings'] },
  // Not in the facts: 'Ask Me' should say it does not know.
  { question: 'do you have an iphone app', expected: [] },
  { question: 'what is the weather in delhi today', expected: [] },
  { question: 'can you write my python assignment for me', expected: [] },
  { question: 'who is the ceo', expected: [] },
  { question: 'do you offer student discounts or coupons', expected: [] },
  { question: 'is there a referral bonus', expected: [] },
];
