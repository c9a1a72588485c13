// What the assistant may answer from (issue: grounded in our own FAQ and policies): the platform's facts as
// short titled passages, and the rules it answers by. The Gemini adapter sends all of it as the system
// instruction; the offline adapter searches the passages. Each fact carries its Hindi beside it (the FAQ's and the
// policies' from their Hindi pages' content), which the offline adapter says to a question asked in Hindi.
import { plainText, type Policy, type Question } from '../content/blocks.ts';
import { faq } from '../content/faq.ts';
import { faqInHindi } from '../content/faq-hindi.ts';
import { privacy, refund, terms } from '../content/policies.ts';
import { privacyInHindi, refundInHindi, termsInHindi } from '../content/policies-hindi.ts';
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
/** MONEY_RECORDS_PERIOD in Hindi ('8 years after the end of the financial year of the record'). */
const MONEY_RECORDS_PERIOD_IN_HINDI = 'रिकॉर्ड के वित्त वर्ष की समाप्ति के 8 वर्ष बाद';

export interface Fact {
  id: string;
  /** The FAQ question or the policy section's heading. */
  title: string;
  /** Plain sentences. */
  text: string;
  /** Where a person reads it in full, e.g. 'Support & Contact' or 'Cancellation & Refund Policy'. */
  source: string;
  /**
   * The same passage in Hindi (Devanagari), said to a question asked in Hindi: the same content, with the texts a
   * person must find word for word on the screen (SPEC's button names) in English, glossed in Hindi.
   */
  hindi: { title: string; text: string; source: string };
}

/** Where the how-it-works passages are said to be written, in Hindi. */
const HOW_IT_WORKS_IN_HINDI = 'ProjectBoard कैसे काम करता है';
/** The support page as the Hindi footer names it (shell.nav.supportContact). */
const SUPPORT_IN_HINDI = 'सहायता और संपर्क';

export interface Grounding {
  instructions: string;
  facts: Fact[];
}

/** Said plainly when the facts do not hold the answer. */
export const notKnown =
  "I'm not sure about that. I can help with posting and finding projects, payments and payouts, the store, and our terms, privacy and refund policies. For anything else, please write to us on the Support & Contact page.";

/** The same, to a question asked in Hindi (Devanagari): the page as the Hindi footer names it, and its English name. */
export const notKnownInHindi =
  'मुझे इसका पक्का जवाब नहीं पता। मैं प्रोजेक्ट पोस्ट करने और ढूँढने, भुगतान और पेआउट, स्टोर, और हमारी शर्तों, गोपनीयता और रिफ़ंड नीतियों के बारे में मदद कर सकता हूँ। बाकी किसी बात के लिए सहायता और संपर्क (Support & Contact) पेज पर हमें लिखें।';

/** What 'Ask Me' says when the facts do not answer: in Hindi to a question written in Devanagari. */
export const notKnownFor = (question: string) => (hasDevanagari(question) ? notKnownInHindi : notKnown);

export const assistantInstructions = [
  "You are 'Ask Me', the support assistant of ProjectBoard, a marketplace where students post project requests, sellers deliver them, and anyone can buy pre-built projects in a store.",
  'Answer only from the facts below. If they do not answer the question, say so plainly and suggest the Support & Contact page; never guess prices, dates, people or policies.',
  'You cannot act: you cannot fund, pay, release, refund, cancel, delete or change anything, and you never say that you did. Tell the person where in the app they can do it themselves.',
  'Keep answers short (at most a few sentences), friendly and plain, in the language of the question: Hindi to a question in Hindi, English otherwise. Amounts are in Indian rupees (INR).',
].join('\n');

/**
 * The whole grounding as one text: the instructions, then every fact under its title; in Hindi for a question asked
 * in Hindi, so the model answers with the words the Hindi pages use (and the buttons' English names they keep)
 * rather than its own translation, and sends no more than one language's facts.
 */
export function groundingText({ instructions, facts }: Grounding, question = ''): string {
  const inHindi = hasDevanagari(question);
  const passages = facts
    .map((fact) => (inHindi ? fact.hindi : fact))
    .map((fact) => `## ${fact.title} (${fact.source})\n${fact.text}`)
    .join('\n\n');
  return `${instructions}\n\n# Facts\n\n${passages}`;
}

/** How the platform works beyond the FAQ and the policies (SPEC 1, 4, 9), for questions the pages only imply. */
const platformFacts: Fact[] = [
  {
    id: 'payments-and-payouts',
    title: 'How payments and payouts work',
    source: 'How ProjectBoard works',
    text: `A student funds a project after a seller takes it, by card or UPI. The platform holds the money until the student marks the work complete and releases the payment. On release the seller receives ${SELLER_SHARE_PERCENT}% of the budget and the platform keeps ${100 - SELLER_SHARE_PERCENT}%. A release cannot be undone.`,
    hindi: {
      title: 'भुगतान और पेआउट कैसे होते हैं',
      text: `विक्रेता के प्रोजेक्ट लेने के बाद छात्र कार्ड या UPI से उसका भुगतान करता है। जब तक छात्र काम को पूरा मानकर भुगतान जारी नहीं करता, पैसा प्लेटफ़ॉर्म के पास रहता है। जारी होने पर विक्रेता को बजट का ${SELLER_SHARE_PERCENT}% मिलता है और प्लेटफ़ॉर्म ${100 - SELLER_SHARE_PERCENT}% रखता है। जारी किया गया भुगतान वापस नहीं होता।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'store-buying',
    title: 'Buying a pre-built project in the store',
    source: 'How ProjectBoard works',
    text: `Open the Store, search by name or description and choose Buy Now. You need to be logged in and give a delivery address (or use your location). Pay by card, by UPI or cash on delivery. The order then moves through Order Confirmed, Shipped, Out for Delivery and Delivered, and delivery is estimated ${ESTIMATED_DELIVERY_DAYS} days after purchase. Your orders are listed under My Store Purchases on your Dashboard.`,
    hindi: {
      title: 'स्टोर में तैयार प्रोजेक्ट खरीदना',
      text: `Store (स्टोर) खोलें, नाम या विवरण से खोजें और Buy Now (अभी खरीदें) चुनें। इसके लिए आपको लॉग इन होना और डिलीवरी पता देना होगा (या अपनी लोकेशन का उपयोग करें)। भुगतान कार्ड, UPI या कैश ऑन डिलीवरी से करें। इसके बाद ऑर्डर Order Confirmed, Shipped, Out for Delivery और Delivered से होकर गुज़रता है, और डिलीवरी खरीद के लगभग ${ESTIMATED_DELIVERY_DAYS} दिन बाद होने का अनुमान है। आपके ऑर्डर आपके डैशबोर्ड पर My Store Purchases (स्टोर से मेरी खरीदारी) में दिखते हैं।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    // The question 'do you ship to Pune?' found nothing. SPEC names no delivery area, so this says only what the
    // platform does: the order goes to the address given at purchase, estimated 7 days later.
    id: 'store-delivery',
    title: 'Where and when store orders are delivered',
    source: 'How ProjectBoard works',
    text: `A store order is delivered to the delivery address you give when you buy it (you can type it or use your location). We do not publish a list of cities or areas; if you are unsure whether your address can be reached, write to us on the Support & Contact page before you buy. Delivery is estimated ${ESTIMATED_DELIVERY_DAYS} days after purchase, and you can track the order from Order Confirmed to Shipped, Out for Delivery and Delivered under My Store Purchases on your Dashboard.`,
    hindi: {
      title: 'स्टोर के ऑर्डर कहाँ और कब पहुँचते हैं',
      text: `स्टोर का ऑर्डर उसी डिलीवरी पते पर पहुँचाया जाता है जो आप खरीदते समय देते हैं (आप उसे लिख सकते हैं या अपनी लोकेशन का उपयोग कर सकते हैं)। हम शहरों या इलाक़ों की कोई सूची प्रकाशित नहीं करते; अगर आपको पक्का नहीं है कि आपके पते पर डिलीवरी हो सकती है, तो खरीदने से पहले ${SUPPORT_IN_HINDI} (Support & Contact) पेज पर हमें लिखें। डिलीवरी खरीद के लगभग ${ESTIMATED_DELIVERY_DAYS} दिन बाद होने का अनुमान है, और आप अपने डैशबोर्ड पर My Store Purchases (स्टोर से मेरी खरीदारी) में ऑर्डर को Order Confirmed से Shipped, Out for Delivery और Delivered तक देख सकते हैं।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    // The question 'the delivered project is not what I asked for, what do I do' found nothing. What the escrow lets a
    // student do (decision 023), in the words of its buttons.
    id: 'when-work-goes-wrong',
    title: 'When the work is not what you asked for, or does not come',
    source: 'How ProjectBoard works',
    text: `If a delivery is not what you asked for, do not release the payment: open the project on your Dashboard and choose Request Changes, saying what should change, and the seller delivers again (up to ${MAX_CHANGE_ROUNDS} rounds). If you and the seller cannot agree, choose Open a Dispute and give the reason; the money stays held, and an admin reads the chat and the deliveries and settles it by releasing it to the seller, refunding you, or splitting it. A delivery you do not answer is released to the seller ${AUTO_RELEASE_DAYS} days after it arrives. If nothing was delivered and the deadline passed ${OVERDUE_CANCEL_DAYS} days ago, you can choose Cancel and Refund to get your money back; before that you can Ask to Cancel, and the seller agrees or declines.`,
    hindi: {
      title: 'जब काम वैसा न हो जैसा आपने माँगा था, या आए ही नहीं',
      text: `अगर पहुँचाया गया काम वैसा नहीं है जैसा आपने माँगा था, तो भुगतान जारी न करें: अपने डैशबोर्ड पर प्रोजेक्ट खोलें, Request Changes (बदलाव माँगें) चुनें और बताएँ कि क्या बदलना चाहिए; विक्रेता फिर से काम पहुँचाएगा (ज़्यादा से ज़्यादा ${MAX_CHANGE_ROUNDS} बार)। अगर आप और विक्रेता सहमत नहीं हो पाते, तो Open a Dispute (विवाद दर्ज करें) चुनें और कारण बताएँ; पैसा रुका रहता है, और एक एडमिन चैट और पहुँचाया गया काम देखकर फ़ैसला करता है: पैसा विक्रेता को जारी करना, आपको लौटाना, या दोनों में बाँटना। जिस डिलीवरी का आप जवाब नहीं देते, उसका पैसा उसके पहुँचने के ${AUTO_RELEASE_DAYS} दिन बाद विक्रेता को जारी हो जाता है। अगर कुछ भी नहीं पहुँचा और समय सीमा को बीते ${OVERDUE_CANCEL_DAYS} दिन हो गए, तो अपना पैसा वापस पाने के लिए Cancel and Refund (रद्द करें और पैसा लौटाएँ) चुन सकते हैं; उससे पहले आप Ask to Cancel (रद्द करने को कहें) चुन सकते हैं, और विक्रेता मान सकता है या मना कर सकता है।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    // The question 'can I get a refund on something I bought from the store' found the store's terms, not the answer.
    id: 'store-cancel',
    title: 'Cancelling a store order and getting a refund',
    source: 'How ProjectBoard works',
    text: 'You can cancel a store purchase within 24 hours of buying it, before it is delivered: choose Cancel Order under My Store Purchases on your Dashboard. What you paid is refunded in full to the payment it came from (your bank may take 7 to 10 business days to show it); an order to be paid on delivery has nothing to refund. After 24 hours, or once delivered, it can no longer be cancelled.',
    hindi: {
      title: 'स्टोर का ऑर्डर रद्द करना और धनवापसी पाना',
      text: 'आप स्टोर की खरीदारी खरीदने के 24 घंटे के भीतर, डिलीवरी से पहले, रद्द कर सकते हैं: अपने डैशबोर्ड पर My Store Purchases (स्टोर से मेरी खरीदारी) में Cancel Order (ऑर्डर रद्द करें) चुनें। आपने जो चुकाया, वह पूरा का पूरा उसी भुगतान तरीके में लौटाया जाता है जिससे आया था (आपके बैंक को उसे दिखाने में 7 से 10 कार्य दिवस लग सकते हैं); डिलीवरी पर भुगतान वाले ऑर्डर में लौटाने को कुछ नहीं होता। 24 घंटे के बाद, या डिलीवरी हो जाने पर, उसे रद्द नहीं किया जा सकता।',
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'store-selling',
    title: 'Selling a pre-built project',
    source: 'How ProjectBoard works',
    text: "Sellers choose Sell a Project on their Dashboard and give a name, a description, a price of at least ₹1 and, if they like, a photo. Your listings and your sales, with each buyer's delivery address, are on your Dashboard.",
    hindi: {
      title: 'तैयार प्रोजेक्ट बेचना',
      text: 'विक्रेता अपने डैशबोर्ड पर Sell a Project (प्रोजेक्ट बेचें) चुनते हैं और नाम, विवरण, कम से कम ₹1 की कीमत और चाहें तो एक फ़ोटो देते हैं। आपकी लिस्टिंग और आपकी बिक्री, हर खरीदार के डिलीवरी पते के साथ, आपके डैशबोर्ड पर हैं।',
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    // The question 'How do I get a refund for a project?' found the store's passage. A custom project's money comes back
    // only through the escrow's own steps (decision 023).
    id: 'project-refund',
    title: 'Getting a refund for a custom project',
    source: 'How ProjectBoard works',
    text: `What you put into a custom project comes back through the project on your Dashboard: Ask to Cancel before the seller delivers, and it is returned if they agree; Cancel and Refund once the deadline passed ${OVERDUE_CANCEL_DAYS} days ago with nothing delivered; or Open a Dispute and an admin may return it to you. It goes back to the card or UPI account it came from, with a credit note. A released payment cannot be returned.`,
    hindi: {
      title: 'कस्टम प्रोजेक्ट की धनवापसी पाना',
      text: `कस्टम प्रोजेक्ट में लगाया गया पैसा आपके डैशबोर्ड पर उसी प्रोजेक्ट से वापस आता है: विक्रेता के काम पहुँचाने से पहले Ask to Cancel (रद्द करने को कहें) चुनें, और उनके मान जाने पर पैसा लौट आता है; समय सीमा को ${OVERDUE_CANCEL_DAYS} दिन बीत जाने पर भी कुछ न पहुँचा हो तो Cancel and Refund (रद्द करें और पैसा लौटाएँ); या Open a Dispute (विवाद दर्ज करें) चुनें, और एडमिन पैसा आपको लौटा सकता है। पैसा उसी कार्ड या UPI खाते में जाता है जिससे आया था, एक क्रेडिट नोट के साथ। जारी किया गया भुगतान लौटाया नहीं जा सकता।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    // The question 'Where is my tax invoice?' got 'I'm not sure'. Decision 039's documents, where the app lists them.
    id: 'documents',
    title: 'Receipts, tax invoices and credit notes for what you paid',
    source: 'How ProjectBoard works',
    text: `Every payment you make gets a document: a tax invoice on the seller's behalf when the seller is registered for GST, otherwise a payment receipt, and a credit note for a refund. Find them under ${documentTexts.paymentsTitle} on your Dashboard, each as a PDF to download. Every price includes its GST: a tax invoice shows the GST inside what you paid, never added on top.`,
    hindi: {
      title: 'आपके भुगतानों की रसीदें, टैक्स इनवॉइस और क्रेडिट नोट',
      text: `आपके हर भुगतान का एक दस्तावेज़ बनता है: विक्रेता GST में पंजीकृत हो तो उसकी ओर से टैक्स इनवॉइस, नहीं तो भुगतान की रसीद, और धनवापसी के लिए क्रेडिट नोट। ये आपके डैशबोर्ड पर ${documentTexts.paymentsTitle} (भुगतान) में मिलते हैं, हर एक PDF के रूप में डाउनलोड के लिए। हर कीमत में उसका GST शामिल है: टैक्स इनवॉइस आपके चुकाए पैसे के भीतर का GST दिखाता है, ऊपर से जोड़ा हुआ नहीं।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'seller-documents',
    title: 'Invoices and statements for your sales and payouts',
    source: 'How ProjectBoard works',
    text: `You get the platform's invoice for its share of each sale or released project, a statement for each transfer to your account with its bank reference (UTR) and what was withheld, and a monthly statement of your earnings, as PDF and CSV. They are under Your Payouts on your Dashboard, beside Tax details, where you give your GSTIN and principal place of business if you are registered for GST, so your buyers get GST invoices.`,
    hindi: {
      title: 'आपकी बिक्री और पेआउट के इनवॉइस और स्टेटमेंट',
      text: `आपको हर बिक्री या जारी हुए प्रोजेक्ट में प्लेटफ़ॉर्म के हिस्से का इनवॉइस, आपके खाते में हर ट्रांसफ़र का स्टेटमेंट उसके बैंक संदर्भ (UTR) और काटी गई राशि के साथ, और आपकी कमाई का मासिक स्टेटमेंट मिलता है, PDF और CSV में। ये आपके डैशबोर्ड पर Your Payouts (आपके भुगतान) में हैं, Tax details (कर विवरण) के पास, जहाँ GST में पंजीकृत होने पर आप अपना GSTIN और कारोबार का मुख्य स्थान देते हैं, ताकि आपके खरीदारों को GST इनवॉइस मिलें।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'withheld-tax',
    title: 'Tax withheld from payouts (TDS and TCS)',
    source: 'How ProjectBoard works',
    text: `The platform must withhold tax from payouts. With a GSTIN, TCS of ${percent(tcsBp)} (CGST Act section 52). Otherwise TDS under section 194-O: ${percent(tdsBp)} of the gross (${percent(tdsWithoutPanBp)} without a PAN), and none for an individual with a PAN whose gross in the financial year stays within ${TDS_THRESHOLD}. This is why a payout can be less than your ${SELLER_SHARE_PERCENT}% share. Each payout statement shows what was withheld, deposited against your PAN for your tax return.`,
    hindi: {
      title: 'पेआउट से काटा गया टैक्स (TDS और TCS)',
      text: `प्लेटफ़ॉर्म को पेआउट से टैक्स काटना होता है। GSTIN होने पर ${percent(tcsBp)} TCS (CGST Act की धारा 52)। नहीं तो धारा 194-O के तहत TDS: कुल राशि का ${percent(tdsBp)} (PAN न हो तो ${percent(tdsWithoutPanBp)}), और PAN वाले किसी व्यक्ति की कुल राशि वित्त वर्ष में ${TDS_THRESHOLD} के भीतर रहे तो कुछ नहीं। इसीलिए पेआउट आपके ${SELLER_SHARE_PERCENT}% हिस्से से कम हो सकता है। हर पेआउट स्टेटमेंट में काटी गई राशि दिखती है, जो आपके टैक्स रिटर्न के लिए आपके PAN पर जमा की जाती है।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'seller-verification',
    title: 'Verified sellers: the PAN check before payouts',
    source: 'How ProjectBoard works',
    text: 'Your PAN and your bank account or UPI id are checked against the name on your profile before the first transfer to you: give your PAN in Your Payouts on your Dashboard. Transfers wait until the check passes; if the names do not match, correct your profile name or account details and try again. Once it passes, a Verified badge shows on your listings, projects and public profile.',
    hindi: {
      title: 'Verified (सत्यापित) विक्रेता: पेआउट से पहले PAN की जाँच',
      text: 'आपको पहला ट्रांसफ़र होने से पहले आपका PAN और आपका बैंक खाता या UPI id आपकी प्रोफ़ाइल के नाम से मिलाकर जाँचे जाते हैं: अपने डैशबोर्ड पर Your Payouts (आपके भुगतान) में अपना PAN दें। जाँच पूरी होने तक ट्रांसफ़र रुके रहते हैं; अगर नाम मेल नहीं खाते, तो अपनी प्रोफ़ाइल का नाम या खाते का विवरण ठीक करके फिर से कोशिश करें। जाँच पूरी होते ही आपकी लिस्टिंग, प्रोजेक्ट और सार्वजनिक प्रोफ़ाइल पर Verified (सत्यापित) बैज दिखता है।',
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'privacy-rights',
    title: 'Deleting your account and downloading your data',
    source: 'How ProjectBoard works',
    text: `On Your Privacy (in the footer, or from your Profile), Download your data prepares a ZIP of what we keep about you; its link works for 48 hours. You can also withdraw a consent (such as marketing emails) there, or send a request or a complaint to our grievance officer, answered within 90 days. Delete your account asks for your password again; it is refused, saying why, while money is held or owed or work is in progress. Invoices and other money records are kept with your name removed for ${MONEY_RECORDS_PERIOD}, as the law requires.`,
    hindi: {
      title: 'अपना खाता हटाना और अपना डेटा डाउनलोड करना',
      text: `Your Privacy (आपकी गोपनीयता) पेज पर (फ़ुटर में, या अपनी प्रोफ़ाइल से) Download your data (अपना डेटा डाउनलोड करें) आपके बारे में हमारे पास रखी जानकारी की एक ZIP फ़ाइल तैयार करता है; उसका लिंक 48 घंटे तक चलता है। वहीं आप कोई सहमति वापस ले सकते हैं (जैसे मार्केटिंग ईमेल), या हमारे शिकायत अधिकारी को अनुरोध या शिकायत भेज सकते हैं, जिसका जवाब 90 दिनों के भीतर मिलता है। Delete your account (अपना खाता हटाएँ) आपसे फिर से पासवर्ड माँगता है; जब तक पैसा रुका हो या बकाया हो या काम चल रहा हो, वह कारण बताकर मना कर देता है। इनवॉइस और पैसे के दूसरे रिकॉर्ड आपका नाम हटाकर ${MONEY_RECORDS_PERIOD_IN_HINDI} तक रखे जाते हैं, जैसा कानून माँगता है।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'reports',
    title: 'Reporting a listing, project, message, review or person',
    source: 'How ProjectBoard works',
    text: `Choose Report beside a store product, a project, a chat message, a review or on a person's profile, pick a reason (scam or fraud, harassment, offensive content, spam), with a note if you like. You are notified when it arrives and when an admin has decided: dismissing it, hiding what was reported, or suspending the person.`,
    hindi: {
      title: 'किसी लिस्टिंग, प्रोजेक्ट, संदेश, रिव्यू या व्यक्ति की रिपोर्ट करना',
      text: 'किसी स्टोर प्रोडक्ट, प्रोजेक्ट, चैट संदेश या रिव्यू के पास, या किसी व्यक्ति की प्रोफ़ाइल पर Report (रिपोर्ट करें) चुनें, एक कारण चुनें (स्कैम या धोखाधड़ी, उत्पीड़न, आपत्तिजनक सामग्री, स्पैम), और चाहें तो एक नोट लिखें। रिपोर्ट पहुँचने पर और एडमिन के फ़ैसला करने पर आपको सूचना मिलती है: रिपोर्ट ख़ारिज करना, रिपोर्ट की गई चीज़ को छिपाना, या उस व्यक्ति को निलंबित करना।',
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'blocks',
    title: 'Blocking someone',
    source: 'How ProjectBoard works',
    text: "To stop a person contacting you, choose Block on their profile page. Once blocked, neither of you can message the other, a blocked seller cannot take your projects, and neither of you is shown the other's store listings. Unblock them any time under Blocked people on your Profile page.",
    hindi: {
      title: 'किसी को ब्लॉक करना',
      text: 'किसी व्यक्ति को आपसे संपर्क करने से रोकने के लिए उसके प्रोफ़ाइल पेज पर Block (ब्लॉक करें) चुनें। ब्लॉक करने के बाद आप दोनों में से कोई भी दूसरे को संदेश नहीं भेज सकता, ब्लॉक किया गया विक्रेता आपके प्रोजेक्ट नहीं ले सकता, और आप दोनों को एक-दूसरे की स्टोर लिस्टिंग नहीं दिखती। अपने प्रोफ़ाइल पेज पर Blocked people (ब्लॉक किए गए लोग) में कभी भी उन्हें अनब्लॉक करें।',
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'sharing-listings',
    title: 'Sharing a link to a pre-built project',
    source: 'How ProjectBoard works',
    text: 'Each pre-built project has a page of its own: click its name. Its buttons send the link through your device’s own menu, on WhatsApp with its photo and price, or copy it. Anyone who opens the link can buy it there.',
    hindi: {
      title: 'किसी तैयार प्रोजेक्ट का लिंक शेयर करना',
      text: 'हर तैयार प्रोजेक्ट का अपना एक पेज है: उसके नाम पर क्लिक करें। उसके बटन लिंक को आपके डिवाइस के अपने मेन्यू से या WhatsApp पर उसकी फ़ोटो और कीमत के साथ भेजते हैं, या उसे कॉपी करते हैं। लिंक खोलने वाला कोई भी व्यक्ति उसे वहीं खरीद सकता है।',
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'offers',
    title: 'Asking sellers for offers, and counter-offers',
    source: 'How ProjectBoard works',
    text: `When you post a project, choose Sellers take it at my price or Ask for offers. On a project asking for offers, each seller sends an offer: a price, a delivery date, a note and, if they like, their own milestones. The student gets every offer side by side with the seller's rating and the projects they completed, and chooses Accept, Counter or Decline; the seller may accept the counter-offer, counter again (${MAX_COUNTERS} counters at most between them) or withdraw the offer. An offer stands for ${OFFER_DAYS} days, or until the project's deadline if that comes first. Accepting an offer gives the project to that seller at the agreed price, date and milestones, and declines every other offer. A seller is never shown another seller's price.`,
    hindi: {
      title: 'विक्रेताओं से ऑफ़र माँगना, और काउंटर-ऑफ़र',
      text: `प्रोजेक्ट पोस्ट करते समय Sellers take it at my price (विक्रेता मेरी कीमत पर लें) या Ask for offers (विक्रेताओं से ऑफ़र माँगें) चुनें। ऑफ़र माँगने वाले प्रोजेक्ट पर हर विक्रेता एक ऑफ़र भेजता है: एक कीमत, डिलीवरी की तारीख, एक नोट और चाहे तो अपने माइलस्टोन। छात्र को सारे ऑफ़र साथ-साथ दिखते हैं, विक्रेता की रेटिंग और उसके पूरे किए प्रोजेक्ट के साथ, और वह Accept (स्वीकार करें), Counter (काउंटर करें) या Decline (मना करें) चुनता है; विक्रेता काउंटर-ऑफ़र स्वीकार कर सकता है, फिर से काउंटर कर सकता है (दोनों के बीच ज़्यादा से ज़्यादा ${MAX_COUNTERS} काउंटर) या अपना ऑफ़र वापस ले सकता है। कोई ऑफ़र ${OFFER_DAYS} दिन तक, या प्रोजेक्ट की समय सीमा तक, जो भी पहले आए, मान्य रहता है। ऑफ़र स्वीकार करने पर प्रोजेक्ट उसी विक्रेता को तय कीमत, तारीख और माइलस्टोन पर मिल जाता है, और बाक़ी सारे ऑफ़र मना हो जाते हैं। किसी विक्रेता को दूसरे विक्रेता की कीमत कभी नहीं दिखाई जाती।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'milestones',
    title: 'Splitting the price into milestones',
    source: 'How ProjectBoard works',
    text: `A student can split a project into up to ${MAX_MILESTONES} milestones when posting it (and a seller can propose milestones in an offer): each has a title, an amount and a due date, and together they add up to the price, so the money is held in parts rather than all at once. The first milestone is funded once a seller is assigned, each next one when the student chooses (Fund milestone 2, and so on). Each milestone is handed in, released or sent back on its own, and released automatically ${AUTO_RELEASE_DAYS} days after it is handed in if the student does not answer; the seller receives ${SELLER_SHARE_PERCENT}% of each milestone released. Every milestone has its own receipt, and cancelling refunds the milestones held and not yet released.`,
    hindi: {
      title: 'कीमत को माइलस्टोन में बाँटना',
      text: `छात्र प्रोजेक्ट पोस्ट करते समय उसे ज़्यादा से ज़्यादा ${MAX_MILESTONES} माइलस्टोन में बाँट सकता है (और विक्रेता ऑफ़र में माइलस्टोन सुझा सकता है): हर एक का शीर्षक, राशि और नियत तारीख होती है, और सब मिलकर कीमत बनाते हैं, इसलिए पैसा एक साथ नहीं, हिस्सों में रुकता है। विक्रेता तय होते ही पहले माइलस्टोन का भुगतान होता है, और हर अगले का तब जब छात्र चुने (Fund milestone 2, इसी तरह आगे)। हर माइलस्टोन अलग से सौंपा, जारी किया या लौटाया जाता है, और सौंपने के ${AUTO_RELEASE_DAYS} दिन बाद छात्र जवाब न दे तो अपने-आप जारी हो जाता है; विक्रेता को जारी हुए हर माइलस्टोन का ${SELLER_SHARE_PERCENT}% मिलता है। हर माइलस्टोन की अपनी रसीद होती है, और रद्द करने पर रुके हुए और अभी जारी न हुए माइलस्टोन का पैसा लौट आता है।`,
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'language',
    title: 'Using ProjectBoard in Hindi',
    source: 'How ProjectBoard works',
    text: 'Choose हिन्दी in the Language switch in the header or the footer to read the website in Hindi, and English to go back to English. The first time, your browser’s language decides. Your choice is remembered, and once you are signed in it is kept on your profile, so the emails we send you and your receipts come in that language. Amounts and dates are shown in the Indian way.',
    hindi: {
      title: 'ProjectBoard को हिन्दी में इस्तेमाल करना',
      text: 'वेबसाइट हिन्दी में पढ़ने के लिए हेडर या फ़ुटर में भाषा (Language) स्विच में हिन्दी चुनें, और वापस अंग्रेज़ी के लिए English चुनें। पहली बार आपके ब्राउज़र की भाषा तय करती है। आपकी पसंद याद रखी जाती है, और साइन इन करने के बाद वह आपकी प्रोफ़ाइल पर रहती है, ताकि हमारे भेजे ईमेल और आपकी रसीदें उसी भाषा में आएँ। राशियाँ और तारीखें भारतीय तरीके से दिखती हैं।',
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
  {
    id: 'accounts',
    title: 'Signing up and signing in',
    source: 'How ProjectBoard works',
    text: 'Sign up with an email and password as a Student or a Seller, or sign in with Google and choose your role. Verify your email address from the link we send before you log in. Your profile holds your name, phone number and delivery address.',
    hindi: {
      title: 'साइन अप और साइन इन करना',
      text: 'ईमेल और पासवर्ड से Student या Seller के रूप में साइन अप करें, या Google से साइन इन करके अपनी भूमिका चुनें। लॉग इन करने से पहले हमारे भेजे लिंक से अपना ईमेल पता सत्यापित करें। आपकी प्रोफ़ाइल में आपका नाम, फ़ोन नंबर और डिलीवरी पता रहता है।',
      source: HOW_IT_WORKS_IN_HINDI,
    },
  },
];

/**
 * A policy's sections as facts, each with the same section of its Hindi (policies-hindi.ts, which has the same
 * sections in the same order: content-hindi.test.ts).
 */
function policyFacts(policy: Policy, inHindi: Policy, id: string): Fact[] {
  return policy.sections.map((section, index) => {
    const hindi = inHindi.sections[index];
    if (!hindi) throw new Error(`${policy.title}: section ${index} has no Hindi`);
    return {
      id: `${id}-${index}`,
      title: section.heading,
      text: plainText(section.blocks),
      source: policy.title,
      hindi: { title: hindi.heading, text: plainText(hindi.blocks), source: inHindi.title },
    };
  });
}

/** The FAQ's questions as facts, each with its Hindi (faq-hindi.ts, question for question). */
function faqFacts(questions: Question[], inHindi: Question[]): Fact[] {
  return questions.map((item, index) => {
    const hindi = inHindi[index];
    if (!hindi) throw new Error(`The FAQ's '${item.question}' has no Hindi`);
    return {
      id: `faq-${index}`,
      title: item.question,
      text: plainText(item.answer),
      source: 'Support & Contact',
      hindi: { title: hindi.question, text: plainText(hindi.answer), source: SUPPORT_IN_HINDI },
    };
  });
}

/** Everything the assistant may say, from the same words the pages show. */
export function platformGrounding(): Grounding {
  return {
    instructions: assistantInstructions,
    facts: [
      ...faqFacts([...faq.students, ...faq.sellers], [...faqInHindi.students, ...faqInHindi.sellers]),
      ...platformFacts,
      ...policyFacts(terms, termsInHindi, 'terms'),
      ...policyFacts(privacy, privacyInHindi, 'privacy'),
      ...policyFacts(refund, refundInHindi, 'refund'),
    ],
  };
}

/**
 * What the offline assistant says with a fact: the passage and where it is written, in Hindi to a question asked
 * in Hindi (Devanagari), in English otherwise.
 */
export function factAnswer(fact: Fact, question: string): string {
  if (hasDevanagari(question)) return `${fact.hindi.text}\n\n(${fact.hindi.source} से: ${fact.hindi.title})`;
  return `${fact.text}\n\n(From ${fact.source}: ${fact.title})`;
}
