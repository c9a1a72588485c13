// Hindi read as the English the passages are written in: 'Ask Me' keeps one set of facts (the FAQ and the policies,
// word for word in English), so a question in Devanagari is carried word by word into the English the retrieval
// already understands ('पैसे वापस' -> 'money back' -> refund). The product's own words are here as people type
// them, in Hindi and in English written in Devanagari ('रिफंड', 'ऑर्डर'); the question words become their English
// (stop words to the retrieval, but its intents read them: 'कब' is 'when'). A word not here says nothing.

/** One spelling for the variants people type: the nukta dropped, chandrabindu as anusvara, no joiners. */
export function foldDevanagari(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u200c\u200d]/g, '');
}

/** Phrases of more than one word, carried before the single words. */
const hindiPhrases: [string, string][] = [
  ['कैश ऑन डिलीवरी', 'cash on delivery'],
  ['अच्छा नहीं', 'bad'],
  ['ठीक नहीं', 'bad'],
  ['साइन अप', 'sign up'],
  ['लॉग इन', 'log in'],
  ['कितने दिन', 'how many days'],
  ['कब तक', 'how long'],
  ['समय सीमा', 'deadline'],
  ['एक साथ', 'all at once'],
];

/** Single words, each to the English it means here ('' says nothing). */
const hindiWords: Record<string, string> = {
  // Question words and particles: English stop words, which the retrieval's intents still read.
  क्या: 'what',
  कैसे: 'how',
  कब: 'when',
  कहां: 'where',
  कहाँ: 'where',
  किधर: 'where',
  क्यों: 'why',
  कौन: 'who',
  कितना: 'how much',
  कितनी: 'how much',
  कितने: 'how many',
  नहीं: 'not',
  ना: 'not',
  मत: 'not',
  बिना: 'without',
  // Getting: money that comes, or a thing found ('कहाँ मिलेंगे', where will I find).
  ...Object.fromEntries(
    ['मिलता', 'मिलती', 'मिलते', 'मिलेगा', 'मिलेगी', 'मिलेंगे', 'मिला', 'मिली', 'मिले'].map((word) => [word, 'get']),
  ),
  ...Object.fromEntries(
    (
      'है हैं था थी थे हो हूं हूँ होगा होगी होंगे होता होती होते होना होने करें करे करूं करूँ करना करते करता करती कर ' +
      'करके करनी का की के को से में मैं मेरा मेरी मेरे मुझे मुझको हम हमें तो भी और या यह ये वह वो इस उस इसे उसे इसका ' +
      'उसका किसी कोई कुछ सब सभी बहुत जब तब अब ही पर तक लिए लिये एक आप आपका आपकी आपके अपना अपने अपनी चाहिए सकता ' +
      'सकते सकती सकूं रहा रही रहे गया गई गए गयी जाता जाती जाते जाए जाएं जाएगा जाएगी जाना ने लिया दिया जी हां हाँ ' +
      'कृपया बताएं बताइए बताओ बताइये हुआ हुई हुए वाला ' +
      'वाली वाले पास अभी आज'
    )
      .split(' ')
      .map((word) => [word, '']),
  ),
  // Projects and the work.
  प्रोजेक्ट: 'project',
  प्रोजेक्ट्स: 'projects',
  परियोजना: 'project',
  काम: 'work',
  नौकरी: 'jobs',
  पोस्ट: 'post',
  डालूं: 'post',
  डालूँ: 'post',
  डालें: 'post',
  डालना: 'post',
  ढूंढें: 'find',
  ढूंढूं: 'find',
  ढूंढना: 'find',
  ढूढें: 'find',
  खोजें: 'find',
  खोजना: 'find',
  सेलर: 'seller',
  सेलर्स: 'sellers',
  विक्रेता: 'seller',
  विक्रेताओं: 'sellers',
  छात्र: 'student',
  छात्रों: 'students',
  स्टूडेंट: 'student',
  विद्यार्थी: 'student',
  डेडलाइन: 'deadline',
  बजट: 'budget',
  कीमत: 'price',
  दाम: 'price',
  रेट: 'price',
  अच्छा: 'good',
  खराब: 'bad',
  गलत: 'wrong',
  अधूरा: 'incomplete',
  विवाद: 'dispute',
  बदलाव: 'changes',
  रिलीज: 'release',
  रिलीज़: 'release',
  // Money.
  पेमेंट: 'payment',
  भुगतान: 'payment',
  पैसा: 'money',
  पैसे: 'money',
  रुपये: 'rupees',
  रुपए: 'rupees',
  राशि: 'amount',
  रकम: 'amount',
  वापस: 'back',
  रिफंड: 'refund',
  धनवापसी: 'refund',
  फंड: 'fund',
  पेआउट: 'payout',
  कमाई: 'earnings',
  कमीशन: 'commission',
  फीस: 'fee',
  शुल्क: 'fee',
  प्लेटफॉर्म: 'platform',
  प्लैटफॉर्म: 'platform',
  हिस्सा: 'share',
  यूपीआई: 'upi',
  कार्ड: 'card',
  नकद: 'cash',
  कैश: 'cash',
  टैक्स: 'tax',
  जीएसटी: 'gst',
  टीडीएस: 'tds',
  टीसीएस: 'tcs',
  कटा: 'withheld',
  कटे: 'withheld',
  काटा: 'withheld',
  कटौती: 'withheld',
  पैन: 'pan',
  वेरिफिकेशन: 'verification',
  सत्यापन: 'verification',
  वेरिफाई: 'verify',
  वेरिफाइड: 'verified',
  बैंक: 'bank',
  // Documents.
  रसीद: 'receipt',
  रसीदें: 'receipts',
  बिल: 'bill',
  इनवॉइस: 'invoice',
  इनवॉयस: 'invoice',
  इन्वॉइस: 'invoice',
  चालान: 'invoice',
  स्टेटमेंट: 'statement',
  डाउनलोड: 'download',
  // The store.
  स्टोर: 'store',
  दुकान: 'store',
  ऑर्डर: 'order',
  आर्डर: 'order',
  खरीदें: 'buy',
  खरीदूं: 'buy',
  खरीदना: 'buy',
  खरीदा: 'bought',
  खरीद: 'buy',
  बेचें: 'sell',
  बेचूं: 'sell',
  बेचना: 'sell',
  बेच: 'sell',
  रद्द: 'cancel',
  कैंसल: 'cancel',
  कैंसिल: 'cancel',
  रद्दीकरण: 'cancel',
  डिलीवरी: 'delivery',
  डिलिवरी: 'delivery',
  डिलीवर: 'deliver',
  पहुंचेगा: 'arrive',
  पहुंचेगी: 'arrive',
  पहुंचना: 'arrive',
  पहुंचता: 'arrive',
  आएगा: 'come',
  आएगी: 'come',
  पता: 'address',
  शहर: 'city',
  पुणे: 'pune',
  मुंबई: 'mumbai',
  दिल्ली: 'delhi',
  बेंगलुरु: 'bangalore',
  इंदौर: 'indore',
  भोपाल: 'bhopal',
  दिन: 'days',
  // Accounts, privacy and safety.
  अकाउंट: 'account',
  खाता: 'account',
  खाते: 'account',
  डिलीट: 'delete',
  हटाएं: 'delete',
  हटाना: 'delete',
  मिटाएं: 'delete',
  डेटा: 'data',
  जानकारी: 'information',
  पासवर्ड: 'password',
  लॉगिन: 'login',
  रजिस्टर: 'register',
  उम्र: 'age',
  आयु: 'age',
  साल: 'years',
  शिकायत: 'report',
  रिपोर्ट: 'report',
  यूजर: 'person',
  उपयोगकर्ता: 'person',
  व्यक्ति: 'person',
  ब्लॉक: 'block',
  परेशान: 'harassment',
  // Sharing.
  लिंक: 'link',
  शेयर: 'share',
  व्हाट्सएप: 'whatsapp',
  व्हाट्सऐप: 'whatsapp',
  वॉट्सऐप: 'whatsapp',
  भेजें: 'send',
  भेजूं: 'send',
  भेजना: 'send',
  भेजा: 'delivered',
  दोस्त: 'friend',
  चैट: 'chat',
  मैसेज: 'message',
  संदेश: 'message',
  // Offers and milestones.
  ऑफर: 'offer',
  आफर: 'offer',
  प्रस्ताव: 'offer',
  बोली: 'bid',
  काउंटर: 'counter',
  जवाबी: 'counter',
  स्वीकार: 'accept',
  अस्वीकार: 'decline',
  माइलस्टोन: 'milestone',
  माइलस्टोंस: 'milestones',
  चरण: 'milestone',
  चरणों: 'milestones',
  किस्त: 'milestone',
  किस्तों: 'milestones',
  किश्त: 'milestone',
  हिस्सों: 'parts',
  बांटें: 'split',
  बांटना: 'split',
  बांटूं: 'split',
  अगला: 'next',
  अगले: 'next',
  // The language.
  भाषा: 'language',
  हिंदी: 'hindi',
  हिन्दी: 'hindi',
  अंग्रेजी: 'english',
  इंग्लिश: 'english',
  बदलें: 'change',
  बदलना: 'change',
  बदलूं: 'change',
  ईमेल: 'email',
  मेल: 'email',
  वेबसाइट: 'website',
  साइट: 'website',
  // What the product has nothing to say about (retrieval.ts, outOfScope).
  मौसम: 'weather',
  खबर: 'news',
  समाचार: 'news',
  क्रिकेट: 'cricket',
  कूपन: 'coupon',
  डिस्काउंट: 'discount',
};

const folded = <T>(entries: [string, T][]) =>
  entries.map(([word, meaning]) => [foldDevanagari(word), meaning] as const);
const phrasesFolded = folded(hindiPhrases);
const wordsFolded = new Map(folded(Object.entries(hindiWords)));

const devanagariWord = /[\u0900-\u0963\u0966-\u097f]+/g;

/** Whether a text holds any Devanagari: a question asked in Hindi. */
export const hasDevanagari = (text: string) => /[\u0900-\u097f]/.test(text);

/** A text with its Devanagari carried into English words; Latin letters and digits are left as they are. */
export function hindiAsEnglish(text: string): string {
  if (!hasDevanagari(text)) return text;
  let carried = foldDevanagari(text);
  for (const [phrase, english] of phrasesFolded) carried = carried.split(phrase).join(` ${english} `);
  // One space between words, so the English phrases after it ('money back') meet as they are written.
  return carried
    .replace(devanagariWord, (word) => ` ${wordsFolded.get(word) ?? ''} `)
    .replace(/\s+/g, ' ')
    .trim();
}
