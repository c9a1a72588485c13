// Which passages answer a question: BM25 over the grounding's passages, read by analyse.ts, with a
// question's intent added where its words alone would miss it. Pure and deterministic: the offline assistant
// answers with the best passage, and retrieval-eval.test.ts measures it on the questions people ask.
import { knownWords, oneEditApart, term, words } from './analyse.ts';
import type { Fact } from './grounding.ts';

/** BM25's usual constants: how fast repeating a word stops helping, and how much a long passage is discounted. */
const K1 = 1.2;
const B = 0.75;
/** A word in a passage's title (the FAQ's question, the section's heading) counts as this many in its text. */
const TITLE_WEIGHT = 2;
/** A question that says what a passage's title says (and little else) is asking that title's question. */
const TITLE_MATCH_BOOST = 1.3;
/** The FAQ and the how-it-works passages are written to answer; the policies to govern. Prefer the answer. */
const ANSWER_BOOST = 1.15;

/**
 * What a question means beyond its words: where the passages use other words for the same need. Each adds
 * terms (as analyse.ts indexes them) with a weight relative to a word the person typed.
 */
const intents: { when: RegExp; add: string[]; weight: number }[] = [
  // A city, a region or 'where' with delivering is the delivery area, which the delivery passage answers.
  {
    when: /\b(pune|mumbai|bombay|delhi|noida|gurgaon|gurugram|bangalore|bengaluru|chennai|kolkata|hyderabad|indore|bhopal|jaipur|ahmedabad|lucknow|nagpur|surat|patna|chandigarh|kochi|goa|village|abroad|international|overseas|outside india|country|countries|pin ?code|cities|city|town|area)\b/,
    add: ['deliver', 'area'],
    weight: 1,
  },
  { when: /\bwhere\b.*\b(deliver|ship|send)/, add: ['area'], weight: 1 },
  {
    when: /\b(when|how long|how many days|kab|kitne din)\b.*\b(deliver|arrive|ship|reach|come)|\b(deliver|arrive|ship|reach)\w*\b.*\b(when|how long|how many days)\b/,
    add: ['day', 'estimat'],
    weight: 0.6,
  },
  // Money that comes to someone is their payout (Hindi says it last: 'payment how get', पेमेंट कैसे मिलेगा).
  { when: /\b(payments?|money)\b.*\bget\b/, add: ['payout'], weight: 1 },
  // Cancelling is always the window, whatever is being cancelled.
  { when: /\bcanc[a-z]*l|\bundo (my|the|an?) (order|purchase)/, add: ['24hour', 'window'], weight: 0.8 },
  { when: /\b(return|refund|cancel[a-z]*) policy\b/, add: ['cancel', '24hour', 'window'], weight: 1 },
  // A named payment method is what the question is about, more than the words around it.
  { when: /\bcod\b/, add: ['cod'], weight: 2 },
  {
    when: /\b(see|find|view|check)\b.*\b(purchases?|orders?)\b|\b(my|past|previous) (purchases|orders)\b/,
    add: ['dashboard', 'store'],
    weight: 1,
  },
  // A student's project is a 'request' in people's words; putting one anywhere is posting it.
  {
    when: /\b(post|put|create|add|new|make|submit|publish|raise|upload)\b.*\b(project|request|requirement)s?\b|\bproject requests?\b/,
    add: ['post'],
    weight: 1.5,
  },
  {
    when: /\bhow long\b.*\brefund|\brefund\b.*\b(take|days|din|when|reach)|\bkab\b.*\brefund/,
    add: ['business', 'day', 'refund'],
    weight: 1.5,
  },
  // Whether a way to pay is offered: the ways to pay, not how a refund of it is paid.
  {
    when: /\b(cod|upi|card|cash)\b.*\b(available|accept\w*|allowed|option|pay)\b|\bpay\b.*\b(cod|upi|card|cash)\b|\baccept\w*\b.*\b(cod|upi|card|cash)\b/,
    add: ['purchase', 'store'],
    weight: 1,
  },
  // A seller looking for work is looking for the projects students posted (not a refund for work bought, nor work
  // that went wrong). Hindi puts the place last: 'seller project where get' (सेलर के लिए प्रोजेक्ट कहाँ मिलेंगे).
  {
    when: /^(?!.*\b(refund|cancel\w*|wrong|bad|poor|incomplete|broken)\b)(?:.*\b(find|get|look\w*|search\w*|pick|where)\b.*\b(work|jobs?|gigs?|clients?|projects? to)\b|.*\bsellers?\b.*\b(work|jobs?)\b|.*\bsellers?\b.*\bprojects?\b.*\b(where|find)\b)/,
    add: ['find', 'available'],
    weight: 1.5,
  },
  // A store purchase refunded is the store's cancelling, not the custom projects' policy.
  {
    when: /\b(refund|cancel\w*|return)\b.*\b(store|bought|purchase[ds]?|kit|order)\b|\b(store|bought|purchase[ds]?|kit|order)\b.*\b(refund|cancel\w*|return)\b/,
    add: ['cancel', '24hour'],
    weight: 1,
  },
  // Work that is not what was asked, or never came: asking for changes, a dispute, cancelling.
  {
    when: /\b(not what|wrong|different|disagree|unhappy|not happy|poor|bad|incomplete|broken|doesnt work|not working|pasand nahi|galat|never came|not delivered|nothing was delivered|does not deliver|doesnt deliver)\b/,
    add: ['change', 'dispute', 'request'],
    weight: 1.5,
  },
  // A custom project cancelled or refunded (not a store purchase): the project's own steps.
  {
    when: /^(?!.*\b(bought|store|kit|order|purchase)).*(\b(cancel\w*|refund\w*)\b.*\bprojects?\b|\bprojects?\b.*\b(cancel\w*|refund\w*)\b)/,
    add: ['custom', 'dispute'],
    weight: 1,
  },
  // An invoice or receipt for what someone bought or paid is the buyer's document, not a seller's statement.
  {
    when: /\b(invoice|receipt|bill)s?\b.*\b(order|purchase|bought|paid|payment|kit)\b|\b(order|purchase|bought|paid|payment)\b.*\b(invoice|receipt|bill)s?\b|\bbill\b/,
    add: ['receipt', 'credit'],
    weight: 1,
  },
  // An invoice or receipt with nothing of selling about it is what a buyer was given for a payment, not a seller's
  // statement of their sales and payouts.
  {
    when: /^(?!.*\b(sellers?|sales?|sold|selling|payouts?|earnings?|statements?|utr|gstin|csv|platform|commission|fees?|delete\w*|close|account)\b).*\b(invoice|receipt|bill)s?\b/,
    add: ['receipt', 'credit'],
    weight: 1,
  },
  // Keeping someone away (no more messages or contact) is blocking them; reporting is for what broke the rules.
  {
    when: /\b(dont|do not|never|stop|no more)\b.*\b(contact\w*|message\w*|messag\w*|call\w*|text\w*|talk\w*|bother\w*|see)\b/,
    add: ['block'],
    weight: 1,
  },
  // Sharing a project with someone is its own page's link, not a seller's share of the money.
  {
    when: /\b(share|sharing)\b.*\b(store|projects?|listings?|products?|links?|kits?|page)\b/,
    add: ['link', 'page'],
    weight: 1,
  },
  // Money that does not come: waiting for the seller's PAN check.
  {
    when: /\b(payouts?|payments?|transfers?|money)\b.*\b(hold|held|pending|stuck|waiting|delayed|blocked)\b/,
    add: ['pan', 'check'],
    weight: 1.5,
  },
  { when: /\bgstin\b|\btax details\b/, add: ['gstin', 'detail'], weight: 1.5 },
  // Something that left the store: hidden after a report, or its seller suspended.
  {
    when: /\b(disappear\w*|vanish\w*|missing|gone|removed|taken down|hidden)\b/,
    add: ['hide', 'suspend'],
    weight: 1,
  },
  {
    when: /\b(delete|deleting|remove|close|erase)\b.*\baccount\b|\baccount\b.*\b(delete|remove|close)\b/,
    add: ['delete', 'password'],
    weight: 1,
  },
];

/**
 * How well the best passage must match to be an answer (the offline assistant's bar): BM25 points, about one rare
 * word of the question found once in a passage. The weakest right answer in the evaluation set scores about 2.5.
 */
export const ANSWER_MIN_SCORE = 1.5;

/**
 * What the product has nothing to say about, however its words happen to meet a passage's ('Ask Me' says
 * honestly that it does not know): other apps and stores, the weather and the news, discounts and referral schemes it
 * does not run, and doing someone's coursework.
 */
const outOfScope =
  /\b(weather|news|jokes?|capital of|cricket|movies?|songs?|recipes?|loans?|coupons?|promo ?codes?|discounts?|referrals?|cashback|iphone|android|play ?store|app ?store|mobile app|ios app)\b|\b(write|do|solve|finish)\b.*\b(my|the)\b.*\b(assignment|homework|exam|essay|thesis)\b/;

export interface Ranked {
  id: string;
  score: number;
}

export interface RetrievalIndex {
  rank(question: string, limit?: number): Ranked[];
}

function terms(text: string): string[] {
  return words(text).flatMap((word) => term(word) ?? []);
}

export function retrievalIndex(facts: readonly Fact[]): RetrievalIndex {
  const docs = facts.map((fact) => {
    const counts = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const t of terms(text)) counts.set(t, (counts.get(t) ?? 0) + weight);
    };
    add(fact.title, TITLE_WEIGHT);
    add(fact.text, 1);
    const length = [...counts.values()].reduce((sum, n) => sum + n, 0);
    const boost = fact.source.includes('Policy') || fact.source.includes('Terms') ? 1 : ANSWER_BOOST;
    return { id: fact.id, counts, length, boost, title: new Set(terms(fact.title)) };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const doc of docs)
    for (const t of doc.counts.keys()) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  const idf = (t: string) => {
    const n = documentFrequency.get(t) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  // The words the passages use, raw, so a typo ('cancle', 'refnd', 'delivry') is corrected to one of them.
  const vocabulary = [
    ...new Set([...facts.flatMap((fact) => words(`${fact.title} ${fact.text}`)), ...knownWords]),
  ].sort();
  const corrected = (word: string) => {
    if (word.length < 5 || vocabulary.includes(word) || /\d/.test(word)) return word;
    return vocabulary.find((known) => known.length >= 4 && oneEditApart(word, known)) ?? word;
  };

  const queryWeights = (question: string) => {
    const weights = new Map<string, number>();
    const raw = words(question).map(corrected);
    for (const t of raw.flatMap((word) => term(word) ?? [])) weights.set(t, 1);
    const said = ` ${raw.join(' ')} `;
    for (const intent of intents)
      if (intent.when.test(said))
        for (const t of intent.add) weights.set(t, Math.max(weights.get(t) ?? 0, intent.weight));
    return weights;
  };

  return {
    rank(question, limit = 3) {
      if (outOfScope.test(` ${words(question).join(' ')} `)) return [];
      const weights = queryWeights(question);
      return docs
        .map((doc) => {
          let score = 0;
          for (const [t, weight] of weights) {
            const tf = doc.counts.get(t);
            if (!tf) continue;
            score += weight * idf(t) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength)));
          }
          const shared = [...doc.title].filter((t) => weights.has(t)).length;
          const union = doc.title.size + [...weights.keys()].filter((t) => !doc.title.has(t)).length;
          const titleMatch = union > 0 && shared / union >= 0.6 ? TITLE_MATCH_BOOST : 1;
          return { id: doc.id, score: score * doc.boost * titleMatch };
        })
        .filter((ranked) => ranked.score > 0)
        .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
        .slice(0, limit);
    },
  };
}
