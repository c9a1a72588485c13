// The project detail and its actions in both languages (decision 071): in English word for word shared's texts (the
// actions, their dialogs and money lines, the refusals, the history's titles), in Hindi with no English of ours left
// beside the project's own data.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { historyByWhom, historyTitle } from '@marketplace/shared/projects/history-words';
import { lifecycleTexts } from '@marketplace/shared/projects/project-errors';
import { filesProblem } from '@marketplace/shared/projects/project-action.machine';
import {
  actionLabels,
  actionMoneyText,
  confirmLabels,
  confirmationTexts,
  keepProjectLabel,
  projectActions,
  type Actor,
} from '@marketplace/shared/projects/project-actions';
import { historyKinds, noHistoryDetails, type HistoryEvent } from '@marketplace/shared/projects/project-history';
import { texts } from '@marketplace/shared/texts';
import { translate, type Translate } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { latinWords } from '../../lib/testing/latin-words.ts';
import { feed } from '../../lib/testing/feed.ts';
import { actionErrorText, actionMoneyWords } from './action-words.ts';
import { historyTitleWords, settlementOutcomeWords } from './escrow-texts.ts';
import { fundedText, fundingNote } from './fund-modal.tsx';
import { ProjectDetailModal } from './project-detail-modal.tsx';
import { HistoryList } from './project-history.tsx';
import { DAY, aProject, fakeEscrowServices, fakeHistoryPort } from './test-ports.ts';
import { fakeOffers, offersOn } from './test-offers.ts';
import { student, seller } from '../../lib/testing/a-project.ts';

afterEach(cleanup);

const en: Translate<string> = (id, values) => translate('en', id, values);
const hi: Translate<string> = (id, values) => translate('hi', id, values);
const rupeesEn = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(rupees);

describe("the project detail's English", () => {
  it("is shared's, word for word: every action's label, question, button and money line", () => {
    for (const action of projectActions) {
      expect(en(`escrow.action.${action}`), action).toBe(actionLabels[action]);
      if (action === 'fund') continue;
      expect(en(`escrow.confirm.${action}`), action).toBe(confirmationTexts[action]);
      expect(en(`escrow.confirmLabel.${action}`), action).toBe(confirmLabels[action]);
      for (const budget of [1500, 1234.5])
        expect(actionMoneyWords(en, rupeesEn, action, { budget }), action).toBe(actionMoneyText(action, { budget }));
    }
    expect(en('escrow.goBack')).toBe(keepProjectLabel);
    expect(en('escrow.error.takenByAnother')).toBe(texts.projects.takenByAnother);
    expect(en('escrow.fund.funded')).toBe(fundedText);
    expect(en('escrow.fund.note', { amount: rupeesEn(1500) })).toBe(fundingNote(1500));
    expect(en('escrow.fund.paymentFailed')).toBe(texts.projects.paymentFailed);
  });

  it("says every refusal shared words as it is, and knows each one's key", async () => {
    // The Hindi part comes when Hindi is first shown.
    await showIn('hi');
    await showIn('en');
    const refusals = [
      ...Object.entries(lifecycleTexts)
        .filter(([name]) => name !== 'settlementInvalid')
        .map(([, text]) => text),
      texts.projects.takenByAnother,
      ...projectActions.map((action) => texts.alerts.actionFailed(actionLabels[action])),
      filesProblem([{ name: 'notes.exe', size: 10 }])!,
      filesProblem([{ name: 'big.pdf', size: 6 * 1024 * 1024 }])!,
    ];
    for (const english of refusals) {
      expect(actionErrorText(en, english)).toBe(english);
      // Known: Hindi has a text of its own for it (no English left in it but the file's name and formats).
      expect(actionErrorText(hi, english), english).not.toBe(english);
    }
    expect(actionErrorText(en, 'The server says no.')).toBe('The server says no.');
  });

  it("titles every history step as shared's history words do, by whom, with rounds and milestones", () => {
    for (const kind of historyKinds)
      for (const round of [null, 2])
        for (const milestone of [undefined, 0, 2]) {
          const event = { kind, round, ...(milestone === undefined ? {} : { milestone }) };
          expect(historyTitleWords(en, rupeesEn, event), JSON.stringify(event)).toBe(historyTitle(event));
        }
    // Several milestones refunded together (decision 075), in a cancellation and in a settlement.
    for (const kind of ['cancelled', 'settled'] as const)
      for (const refunds of [
        [{ milestone: 1, amountPaise: 50_000 }],
        [
          { milestone: 1, amountPaise: 50_000 },
          { milestone: 2, amountPaise: 123_450 },
        ],
        [
          { milestone: 0, amountPaise: 10_000 },
          { milestone: 1, amountPaise: 20_000 },
          { milestone: 2, amountPaise: 30_000 },
        ],
      ]) {
        const event = { kind, round: null, milestone: 1, refunds };
        expect(historyTitleWords(en, rupeesEn, event), JSON.stringify(event)).toBe(historyTitle(event));
      }
    for (const [role, words] of Object.entries(historyByWhom)) expect(en(`escrow.history.by.${role}`)).toBe(words);
    // As the history said them before the catalogue (the console reads the same list).
    const settled = { refundPaise: 60_000, payoutPaise: 90_000 };
    expect(settlementOutcomeWords(en, rupeesEn, { outcome: 'release', ...settled })).toBe(
      'Released to the seller: ₹900.00 paid out (₹630.00 to the seller).',
    );
    expect(settlementOutcomeWords(en, rupeesEn, { outcome: 'refund', ...settled })).toBe(
      'Refunded in full to the student: ₹600.00.',
    );
    expect(settlementOutcomeWords(en, rupeesEn, { outcome: 'split', ...settled })).toBe(
      'Split: ₹600.00 refunded to the student, ₹900.00 paid out (₹630.00 to the seller).',
    );
  });
});

const now = new Date(2030, 5, 15, 12).getTime();
const taken = { sellerId: seller.uid, sellerEmail: seller.email };
/** The project's own data, and what stays Latin in Hindi: the emails, names of formats and the rupee's digits. */
const data = [
  'Smart irrigation controller',
  'Soil moisture sensing with automatic watering.',
  'Arduino Uno',
  'C++',
  'Moisture sensor',
  'Pump relay',
  'LCD display',
  student.email,
  seller.email,
];

function renderDetail(project = aProject(), actor: Actor = student) {
  const services = fakeEscrowServices();
  render(<ProjectDetailModal project={project} actor={actor} services={services} now={now} onClose={() => {}} />);
  return screen.getByRole('dialog', { name: project.title });
}

describe('the project detail in Hindi', () => {
  it("shows a funded project's facts, notices and actions in Hindi, and its dialogs", async () => {
    await showIn('hi');
    try {
      const project = aProject({
        status: 'Completed',
        paymentStatus: 'Funded',
        deliveries: 1,
        deadline: now + 10 * DAY,
        createdAt: now - DAY,
        cancelRequestedAt: now - DAY,
        ...taken,
      });
      const detail = renderDetail(project);
      expect(await within(detail).findByRole('button', { name: 'भुगतान जारी करें' })).toBeTruthy();
      expect(within(detail).getByRole('button', { name: 'बदलाव माँगें' })).toBeTruthy();
      expect(within(detail).getByRole('button', { name: 'विवाद दर्ज करें' })).toBeTruthy();
      expect(within(detail).getByText('समय सीमा')).toBeTruthy();
      expect(within(detail).getByText('₹1,500.00')).toBeTruthy();
      expect(within(detail).getByText(/^आपने .* को यह प्रोजेक्ट रद्द करने का अनुरोध किया।/)).toBeTruthy();
      expect(within(detail).getByRole('heading', { name: 'डिलीवरी का पता' })).toBeTruthy();
      expect(latinWords(detail, data)).toEqual([]);

      fireEvent.click(within(detail).getByRole('button', { name: 'भुगतान जारी करें' }));
      const dialog = await screen.findByRole('dialog', { name: 'भुगतान जारी करें' });
      expect(within(dialog).getByText('विक्रेता को भुगतान जारी करें? इसे वापस नहीं लिया जा सकता।')).toBeTruthy();
      expect(
        within(dialog).getByText(
          '₹1,500.00 अभी एस्क्रो से निकलेंगे: ₹1,050.00 (70%) विक्रेता को भेजे जाएँगे और ₹450.00 (30%) प्लेटफ़ॉर्म रखेगा।',
        ),
      ).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'वापस जाएँ' })).toBeTruthy();
      expect(latinWords(dialog)).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'वापस जाएँ' }));

      // A dispute's note is required: its check's refusal, in Hindi.
      fireEvent.click(within(detail).getByRole('button', { name: 'विवाद दर्ज करें' }));
      const dispute = await screen.findByRole('dialog', { name: 'विवाद दर्ज करें' });
      expect(within(dispute).getByLabelText('कारण (ज़रूरी)')).toBeTruthy();
      fireEvent.click(within(dispute).getAllByRole('button', { name: 'विवाद दर्ज करें' }).at(-1)!);
      expect(await within(dispute).findByText('कृपया बताएँ कि क्या बदलना चाहिए या क्या गलत हुआ।')).toBeTruthy();
    } finally {
      await showIn('en');
    }
  });

  it("says an open dispute and the seller's delivery dialog in Hindi", async () => {
    await showIn('hi');
    try {
      const project = aProject({
        status: 'In Progress',
        paymentStatus: 'Funded',
        disputeStatus: 'open',
        disputedBy: student.uid,
        disputedAt: now - DAY,
        disputeReason: 'The pump never starts.',
        deadline: now + 10 * DAY,
        ...taken,
      });
      const detail = renderDetail(project, seller);
      expect(await within(detail).findByText('एक विवाद खुला है।')).toBeTruthy();
      expect(
        within(detail).getByText(/^छात्र \(student@example\.com\) ने दर्ज किया \(.*\): The pump never starts\.$/),
      ).toBeTruthy();
      expect(within(detail).getByText('एडमिन के विवाद सुलझाने तक रुका हुआ')).toBeTruthy();
      expect(within(detail).getByRole('button', { name: 'विवाद का जवाब दें' })).toBeTruthy();
      expect(latinWords(detail, [...data, 'The pump never starts.'])).toEqual([]);
      cleanup();

      const working = renderDetail(aProject({ status: 'In Progress', paymentStatus: 'Funded', ...taken }), seller);
      fireEvent.click(await within(working).findByRole('button', { name: 'पूरा हुआ चिह्नित करें' }));
      const delivery = await screen.findByRole('dialog', { name: 'पूरा हुआ चिह्नित करें' });
      expect(within(delivery).getByLabelText('नोट (ज़रूरी नहीं)')).toBeTruthy();
      expect(within(delivery).getByRole('button', { name: 'काम डिलीवर करें' })).toBeTruthy();
      // What may stay Latin: the file formats, 'MB' and the link's scheme.
      expect(latinWords(delivery, ['PDF', 'ZIP', 'PNG', 'JPEG', 'WebP', 'MB', 'https'])).toEqual([]);
    } finally {
      await showIn('en');
    }
  });

  it('titles the history in Hindi while the server keeps its English', async () => {
    await showIn('hi');
    try {
      const event = (fields: Partial<HistoryEvent> & Pick<HistoryEvent, 'id' | 'kind'>): HistoryEvent => ({
        by: student.uid,
        byRole: 'student',
        at: now,
        ...noHistoryDetails,
        ...fields,
      });
      const { container } = render(
        <HistoryList
          openFile={vi.fn()}
          events={[
            event({ id: 'f', kind: 'funded', milestone: 1 }),
            event({ id: 'd', kind: 'delivered', byRole: 'seller', round: 2, link: 'https://example.com/build' }),
            event({ id: 'c', kind: 'changes-requested', round: 1, note: 'Add a manual switch.' }),
            event({ id: 's', kind: 'settled', byRole: 'admin', outcome: 'refund', refundPaise: 150_000 }),
          ]}
        />,
      );
      const titles = [...container.querySelectorAll('.project-history__title > span')].map((span) => span.textContent);
      expect(titles).toEqual([
        'माइलस्टोन 2 की राशि जमा हुई छात्र द्वारा',
        'डिलीवरी 2 विक्रेता द्वारा',
        'बदलाव माँगे गए (दौर 1) छात्र द्वारा',
        'विवाद का निपटारा हुआ एडमिन द्वारा',
      ]);
      expect(screen.getByText('छात्र को पूरा रिफ़ंड: ₹1,500.00।')).toBeTruthy();
      expect(latinWords(container, ['https://example.com/build', 'Add a manual switch.'])).toEqual([]);
    } finally {
      await showIn('en');
    }
  });

  it("reads the history's heading and its loading in Hindi", async () => {
    await showIn('hi');
    try {
      const history = fakeHistoryPort({ watchHistory: vi.fn(() => feed<HistoryEvent[]>().watch) });
      const services = fakeEscrowServices({ history });
      const project = aProject({ status: 'In Progress', ...taken });
      render(<ProjectDetailModal project={project} actor={student} services={services} now={now} onClose={() => {}} />);
      expect(await screen.findByRole('heading', { name: 'इतिहास' })).toBeTruthy();
    } finally {
      await showIn('en');
    }
  });

  it("shows the student's offers in Hindi, with the seller's standing and the steps", async () => {
    await showIn('hi');
    try {
      const project = aProject({ pricing: 'offers', deadline: now + 30 * DAY });
      // An unverified seller: the verified badge's title names the PAN, an acronym Hindi keeps.
      const standing = { name: 'Asha', verified: false, rating: 4.5, reviews: 2, completed: 3 };
      const offers = fakeOffers([offersOn(project, now)('seller-1', 4200, 'Asha', { seller: standing })]);
      const services = { ...fakeEscrowServices(), offers };
      render(<ProjectDetailModal project={project} actor={student} services={services} now={now} onClose={() => {}} />);
      const card = await screen.findByRole('article', { name: 'Asha का ऑफ़र' });
      expect(within(card).getByText('★ 4.5 (2) · 3 प्रोजेक्ट पूरे किए')).toBeTruthy();
      expect(
        within(card)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['स्वीकार करें', 'जवाबी ऑफ़र दें', 'अस्वीकार करें']);
      expect(screen.getByRole('heading', { name: 'ऑफ़र (1)' })).toBeTruthy();
      fireEvent.click(within(card).getByRole('button', { name: 'जवाबी ऑफ़र दें' }));
      const form = within(card).getByRole('form', { name: 'जवाबी ऑफ़र' });
      expect(within(form).getByLabelText('कीमत (₹) *')).toBeTruthy();
      fireEvent.click(within(form).getByRole('button', { name: 'जवाबी ऑफ़र भेजें' }));
      expect(await within(form).findByText('वह दिन चुनें जब काम डिलीवर होगा।')).toBeTruthy();
      const section = card.closest('section') as HTMLElement;
      expect(latinWords(section, ['Asha', 'Note from Asha'])).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
