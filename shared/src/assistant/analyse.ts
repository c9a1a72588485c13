// How 'Ask Me' reads words: the passages and the question go through the same steps, so 'refunds',
// 'money back' and 'paisa wapas' meet the policy's 'refund', and 'shipping' meets 'delivered'. Written for this
// product's few hundred words rather than taken from a general NLP library (decision 010). A question in Hindi is
// read as the English it means (hindi-words.ts).
import { hindiAsEnglish } from './hindi-words.ts';

/** Words that say nothing about what is asked (English, and the Hindi that people mix in). */
const stopWords = new Set(
  (
    'a an and are as at be but by can could do does did for from had has have how i im if in into is it its me my of ' +
    'on or our should so than that the their them then there these they this to was we what when where which who why ' +
    'will with would you your please tell know about need take work want any much many just also still some one ok ' +
    'hi hello hey thanks thank am u ur pls plz get got make made way ever all not no yes possible able today ' +
    'tomorrow now ' +
    // Hinglish: question words, verbs of asking and particles.
    'kya hai hain kaise kare karu karen karna karte kar ka ki ke ko se mein main mera meri mere hoga hogi ho sakta ' +
    'sakte sakti kab kitna kitne kitni tak aur bhi ye yeh wo woh kaun kahan apna apne chahiye hota hoti mujhe hum ' +
    'milega milta milenge'
  ).split(' '),
);

/** Phrases that mean one thing, folded before the words are split (applied to passages and questions alike). */
const phrases: [RegExp, string][] = [
  [/\bcash on delivery\b|\bcod\b/g, ' cod '],
  [/\bmoney back\b|\bpaisa wapas\b|\bpaise wapas\b|\bpaise vapas\b|\bpaisa vapas\b/g, ' refund '],
  [/\bget(?:ting)? paid\b|\breceive (?:my |the )?(?:money|payment)\b|\bpaid out\b/g, ' payout '],
  [/\bsign(?:ed|ing)?[ -]?up\b|\bregist(?:er|ration)\b|\bcreate an account\b/g, ' signup '],
  [/\b(?:log|sign)(?:ged|ging)?[ -]?in\b|\blogin\b/g, ' signin '],
  [/\b24[ -]?(?:hours?|hrs?|h)\b/g, ' 24hour '],
  [/\btrack(?:ing)?\b/g, ' track '],
  [/\bgst (?:number|no|registration number)\b/g, ' gstin '],
];

/** A word's meaning in the product: forms and synonyms that should find the same passages. */
const meanings: Record<string, string> = {
  cancellation: 'cancel',
  cancelled: 'cancel',
  canceled: 'cancel',
  cancelling: 'cancel',
  canceling: 'cancel',
  refundable: 'refund',
  return: 'refund',
  returned: 'refund',
  reimburse: 'refund',
  reimbursement: 'refund',
  wapas: 'refund',
  vapas: 'refund',
  ship: 'deliver',
  shipping: 'deliver',
  shipped: 'deliver',
  shipment: 'deliver',
  dispatch: 'deliver',
  courier: 'deliver',
  delivery: 'deliver',
  delivered: 'deliver',
  arrive: 'deliver',
  bhejte: 'deliver',
  bhejo: 'deliver',
  escrow: 'held',
  hold: 'held',
  holds: 'held',
  payment: 'pay',
  paid: 'pay',
  paying: 'pay',
  paisa: 'pay',
  paise: 'pay',
  money: 'pay',
  payouts: 'payout',
  earn: 'payout',
  earning: 'payout',
  earnings: 'payout',
  salary: 'payout',
  commission: 'fee',
  cut: 'fee',
  charge: 'fee',
  charges: 'fee',
  cost: 'price',
  costs: 'price',
  pricing: 'price',
  rupee: 'inr',
  rupees: 'inr',
  currency: 'inr',
  buy: 'purchase',
  buying: 'purchase',
  bought: 'purchase',
  order: 'purchase',
  orders: 'purchase',
  kharid: 'purchase',
  kharida: 'purchase',
  shop: 'store',
  old: 'age',
  aged: 'age',
  umar: 'age',
  umr: 'age',
  din: 'day',
  days: 'day',
  password: 'signin',
  personal: 'information',
  data: 'information',
  info: 'information',
  court: 'jurisdiction',
  courts: 'jurisdiction',
  law: 'governed',
  laws: 'governed',
  legal: 'governed',
  sue: 'jurisdiction',
  upload: 'photo',
  image: 'photo',
  picture: 'photo',
  list: 'listing',
  listed: 'listing',
  sell: 'selling',
  sold: 'selling',
  remove: 'delete',
  // The newer features' words, each as its passage says it.
  delet: 'delete',
  deletion: 'delete',
  erase: 'delete',
  bill: 'invoice',
  releas: 'release',
  shar: 'share',
  hidden: 'hide',
  hid: 'hide',
  verify: 'verifi',
  verification: 'verifi',
  city: 'area',
  cities: 'area',
  town: 'area',
  pincode: 'area',
};

/** A light English stemmer: plural and verb endings off, a doubled final letter undone ('shipped' -> 'ship'). */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stemmed = word;
  if (stemmed.endsWith('ies') && stemmed.length > 4) return `${stemmed.slice(0, -3)}y`;
  if (stemmed.endsWith('sses')) return stemmed.slice(0, -2);
  if (stemmed.endsWith('ing') && stemmed.length > 5) stemmed = stemmed.slice(0, -3);
  else if (stemmed.endsWith('ed') && stemmed.length > 4) stemmed = stemmed.slice(0, -2);
  else if (stemmed.endsWith('s') && !/(ss|us|is)$/.test(stemmed)) return stemmed.slice(0, -1);
  else return stemmed;
  return /([^aeiouls])\1$/.test(stemmed) ? stemmed.slice(0, -1) : stemmed;
}

/** The raw words of a text: Hindi carried into English, lower case, accents and punctuation out, phrases folded. */
export function words(text: string): string[] {
  let folded = ` ${hindiAsEnglish(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')} `;
  for (const [pattern, meaning] of phrases) folded = folded.replace(pattern, meaning);
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}

/** One raw word as the term it is indexed under, or null when it says nothing. */
export function term(word: string): string | null {
  if (stopWords.has(word)) return null;
  const meant = meanings[word] ?? meanings[stem(word)];
  return meant ?? stem(word);
}

/** The words every passage and question may use before any typo is corrected: stop words and synonyms. */
export const knownWords: ReadonlySet<string> = new Set([...stopWords, ...Object.keys(meanings)]);

/** True when a and b differ by at most one edit (insert, delete, substitute or swap two neighbours). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length)
    return (
      restA.slice(1) === restB.slice(1) ||
      (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
    );
  return a.length > b.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}
