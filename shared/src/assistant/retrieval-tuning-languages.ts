// Questions in Hindi (Devanagari) across every feature, and in English and Hinglish about offers, milestones and the
// language, that the Hindi words (hindi-words.ts) and these features' facts are tuned on. The held-out set that
// measures them, written before this one, is retrieval-held-out-languages.ts.
import type { EvalQuestion } from './retrieval-eval.ts';

export const languagesTuningQuestions: EvalQuestion[] = [
  // Hindi, across the older features.
  { question: 'नया प्रोजेक्ट कैसे डालें', expected: ['faq-0'] },
  { question: 'प्रोजेक्ट का पैसा कब देना होता है', expected: ['faq-1', 'payments-and-payouts'] },
  { question: 'मुझे पेमेंट कैसे मिलेगा', expected: ['faq-3', 'payments-and-payouts'] },
  { question: 'सेलर के लिए प्रोजेक्ट कहाँ मिलेंगे', expected: ['faq-2'] },
  { question: 'पैसे वापस कैसे मिलेंगे', expected: ['refund-0', 'refund-3', 'project-refund'] },
  { question: 'ऑर्डर रद्द करना है', expected: ['store-cancel', 'refund-0'] },
  { question: 'रिफंड मेरे खाते में कब आएगा', expected: ['refund-3'] },
  { question: 'डिलीवरी कितने दिन में होगी', expected: ['store-delivery'] },
  { question: 'क्या आप मुंबई में भेजते हैं', expected: ['store-delivery'] },
  { question: 'बिल कहाँ मिलेगा', expected: ['documents'] },
  { question: 'जीएसटी इनवॉइस चाहिए', expected: ['documents'] },
  { question: 'मेरी कमाई का स्टेटमेंट कहाँ है', expected: ['seller-documents'] },
  { question: 'टीडीएस कितना कटता है', expected: ['withheld-tax'] },
  { question: 'वेरिफाइड बैज कैसे मिलेगा', expected: ['seller-verification'] },
  { question: 'खाता कैसे हटाएं', expected: ['privacy-rights', 'privacy-4'] },
  { question: 'मेरी जानकारी डाउनलोड करनी है', expected: ['privacy-rights', 'privacy-4'] },
  { question: 'नकली लिस्टिंग की रिपोर्ट कैसे करें', expected: ['reports'] },
  { question: 'कोई चैट में परेशान कर रहा है', expected: ['reports', 'blocks'] },
  { question: 'अपना प्रोजेक्ट स्टोर में कैसे बेचूं', expected: ['store-selling'] },
  { question: 'सेलर ने गलत काम भेजा', expected: ['when-work-goes-wrong', 'refund-2'] },
  { question: 'यूपीआई से पेमेंट हो सकता है क्या', expected: ['store-buying', 'terms-2', 'payments-and-payouts'] },
  { question: 'लॉगिन कैसे करें', expected: ['accounts'] },
  { question: 'प्लेटफॉर्म की फीस कितनी है', expected: ['payments-and-payouts', 'terms-2', 'faq-3'] },
  { question: 'दोस्त को प्रोजेक्ट का लिंक कैसे भेजूं', expected: ['sharing-listings'] },
  // Hindi, about the newest parts.
  { question: 'सेलर ऑफर कैसे देते हैं', expected: ['offers'] },
  { question: 'ऑफर स्वीकार कैसे करें', expected: ['offers'] },
  { question: 'प्रोजेक्ट किस्तों में पेमेंट कैसे करें', expected: ['milestones'] },
  { question: 'कितने माइलस्टोन बना सकते हैं', expected: ['milestones'] },
  { question: 'वेबसाइट हिंदी में कैसे देखें', expected: ['language'] },
  { question: 'इंग्लिश में वापस कैसे बदलें', expected: ['language'] },
  // Not in the facts.
  { question: 'आज की खबर क्या है', expected: [] },
  // English and Hinglish, about the newest parts.
  { question: 'how do offers work', expected: ['offers'] },
  { question: 'i want sellers to quote a price for my project', expected: ['offers'] },
  { question: 'how to counter an offer', expected: ['offers'] },
  { question: 'when does an offer expire', expected: ['offers'] },
  { question: 'can i decline an offer', expected: ['offers'] },
  { question: 'split payment into stages', expected: ['milestones'] },
  { question: 'what is a milestone', expected: ['milestones'] },
  { question: 'when is the next milestone funded', expected: ['milestones'] },
  { question: 'milestone kaise banaye', expected: ['milestones'] },
  { question: 'how do i switch to hindi', expected: ['language'] },
  { question: 'english me kaise badle', expected: ['language'] },
  { question: 'will my emails be in hindi', expected: ['language'] },
];
