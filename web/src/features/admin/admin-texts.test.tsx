// The admin's screens in both languages (decision 081): in English SPEC's texts and shared's words word for word, as
// they were before they moved to the catalogue; in Hindi the console's frame, inbox, search, dashboard, money and
// chargebacks with no English of ours left (only the data, the amounts' digits and the accountants' acronyms).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { consoleAreas, inboxKinds } from '@marketplace/shared/admin/console';
import type { Inbox } from '@marketplace/shared/admin/console-api';
import type { AdminStats } from '@marketplace/shared/admin/admin-api';
import type { Application } from '@marketplace/shared/careers/application';
import { postJobErrors, type Job } from '@marketplace/shared/careers/job';
import { entryKindWords, type LedgerOverview } from '@marketplace/shared/ledger/ledger-api';
import { moneyFigures } from '@marketplace/shared/ledger/money-figures';
import { whatToDo } from '@marketplace/shared/ledger/reconciliation';
import { subjectTexts } from '@marketplace/shared/ledger/subject-titles';
import { chargebackTexts, chargebacksContract } from '@marketplace/shared/payments/chargebacks-api';
import { aChargeback } from '@marketplace/shared/payments/test-chargeback';
import { reviewTexts } from '@marketplace/shared/reviews/review-texts';
import { limitLabelOf, limitLabels } from '@marketplace/shared/safety/limits';
import { callerTexts } from '@marketplace/shared/api/endpoint';
import { texts } from '@marketplace/shared/texts';
import enAdmin from '../../i18n/en/admin.json';
import hiAdmin from '../../i18n/hi/admin.json';
import { translate } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { adminKnown, timeLeftIn } from '../../lib/admin-texts.ts';
import { fakeClient } from '../../lib/testing/fake-client.ts';
import { feed } from '../../lib/testing/feed.ts';
import { closedSetWords } from '../../lib/testing/closed-set-words.ts';
import { latinWords } from '../../lib/testing/latin-words.ts';
import type { Review } from '@marketplace/shared/reviews/review';
import { AdminDashboardPage, AdminMoneySections, AdminReviewSections } from './admin-dashboard-page.tsx';
import type { AdminPort, Page, ProductRow, UserRow } from './admin.port.ts';
import { application, job } from './test-admin.ts';
import { caseKnown } from './chargebacks/case-words.ts';
import { ChargebacksQueue } from './chargebacks/chargebacks-queue.tsx';
import { ConsoleFrame } from './console/console-frame.tsx';
import { InboxList } from './console/inbox-list.tsx';
import { HOUR, NOW, aFound, aReportedReview, anInboxItem, fakeConsole } from './console/test-console.ts';

afterEach(cleanup);

const en = (id: string, values?: Record<string, string | number>) => translate('en', id, values);

describe("the admin's English", () => {
  it("is SPEC's Admin Dashboard word for word: its tiles, tables, columns and buttons", () => {
    const spec: Record<string, string> = {
      'admin.title': 'Admin Dashboard',
      'admin.tile.total-visitors': 'Total Visitors',
      'admin.tile.total-users': 'Total Users',
      'admin.tile.total-products': 'Total Store Products',
      'admin.tile.job-postings': 'Job Postings',
      'admin.tile.applications': 'Applications',
      'admin.tile.total-product-value': 'Total Product Value',
      'admin.jobs.title': 'Manage Jobs',
      'admin.jobs.post': 'Post New Job',
      'admin.jobs.close': 'Close Form',
      'admin.jobs.listings': 'Job Listings',
      'admin.applications.title': 'Job Applications',
      'admin.col.applicant': 'Applicant',
      'admin.col.position': 'Position',
      'admin.col.resume': 'Resume',
      'admin.col.actions': 'Actions',
      'admin.users.title': 'Manage Users',
      'admin.col.name': 'Name',
      'admin.col.email': 'Email',
      'admin.col.role': 'Role',
      'admin.products.title': 'Manage Store Products',
      'admin.col.price': 'Price',
    };
    for (const [id, text] of Object.entries(spec)) expect(en(id), id).toBe(text);
  });

  it("says SPEC 8's admin messages and shared's errors as shared words them", () => {
    expect(en('admin.error.deleteUserFailed', { message: 'x' })).toBe(texts.admin.deleteUserFailed('x'));
    expect(en('admin.error.deleteProductFailed', { message: 'x' })).toBe(texts.admin.deleteProductFailed('x'));
    for (const [text, id] of [...Object.entries(adminKnown), ...Object.entries(caseKnown)])
      expect(en(id), id).toBe(text);
    expect(en('admin.jobs.form.tooLong', { titleMax: 120, descriptionMax: 5000 })).toBe(postJobErrors.tooLong);
    expect(en('admin.reviews.reasonRequired')).toBe(reviewTexts.hideReasonRequired);
  });

  it("names the console's areas and the inbox's kinds, each of shared's values in both languages (decision 090)", () => {
    const areas = consoleAreas.map((area) => `admin.area.${area}`);
    expect(closedSetWords(areas, enAdmin, hiAdmin)).toEqual({
      english: ['Inbox', 'Money', 'People', 'Insights'],
      lacking: [],
    });
    const kinds = inboxKinds.map((kind) => `admin.inboxKind.${kind}`);
    expect(closedSetWords(kinds, enAdmin, hiAdmin)).toEqual({
      english: [
        'Chargeback',
        'Dispute',
        'Privacy request',
        'Report',
        'Failed refund',
        'Failed payout',
        'Reconciliation difference',
        'Failed verification',
      ],
      lacking: [],
    });
  });

  it("says shared's labels as shared words them", () => {
    for (const [kind, words] of Object.entries(entryKindWords)) expect(en(`admin.entryKind.${kind}`)).toBe(words);
    for (const [kind, words] of Object.entries(whatToDo)) expect(en(`admin.diff.todo.${kind}`)).toBe(words);
    for (const [key, words] of Object.entries(subjectTexts)) expect(en(`admin.subject.${key}`)).toBe(words);
    for (const limit of [...Object.keys(limitLabels), 'assistant', 'applications'])
      expect(en(`admin.limit.${limit}`)).toBe(limitLabelOf(limit));
    for (const id of ['owed', 'platformShare', 'taxWithheld', 'netPaid'] as const) {
      expect(en(`admin.figure.${id}`)).toBe(moneyFigures[id].definition);
      expect(en(`admin.figure.${id}.name`)).toBe(moneyFigures[id].name);
    }
    expect(chargebackTexts.summaryRequired).toBe(en('admin.case.summaryRequired'));
    expect(en('admin.console.notAdmin')).toBe(callerTexts.notAdmin);
  });

  it('says the time left in days, hours and minutes, one or more', () => {
    const left = (due: number) => timeLeftIn(en, due, NOW);
    expect(left(NOW + 49 * HOUR)).toBe('2 days 1 hour left');
    expect(left(NOW + 60_000)).toBe('1 minute left');
    expect(left(NOW - 24 * HOUR)).toBe('Overdue by 1 day');
  });
});

async function inHindi(draw: () => Promise<void>) {
  await showIn('hi');
  try {
    await draw();
  } finally {
    await showIn('en');
  }
}

describe("the admin's console in Hindi", () => {
  const inbox: Inbox = {
    items: [aReportedReview, anInboxItem({ dueAt: NOW + 26 * HOUR })],
    more: ['failed-refund'],
  };
  const port = fakeConsole(inbox, [aFound()]);

  it('names the areas, their counts, the inbox and what the search found in Hindi', async () => {
    await inHindi(async () => {
      await act(async () => {
        render(
          <ConsoleFrame current="inbox" port={port} onGo={vi.fn()} onOpen={vi.fn()} anchor="">
            {(watched) => <InboxList inbox={watched} now={NOW} onOpen={vi.fn()} />}
          </ConsoleFrame>,
        );
      });
      const nav = await screen.findByRole('navigation', { name: 'एडमिन कंसोल' });
      expect(within(nav).getByRole('link', { name: 'डैशबोर्ड' })).toBeTruthy();
      expect(within(nav).getByRole('link', { name: /इनबॉक्स/ }).textContent).toBe('इनबॉक्स2+ प्रतीक्षा में');
      expect(within(nav).getByRole('link', { name: /पैसा/ }).textContent).toBe('पैसा1+ प्रतीक्षा में');
      const list = screen.getByRole('list', { name: 'एडमिन की प्रतीक्षा में, सबसे पहले देय वाला सबसे ऊपर' });
      const [first, second] = within(list).getAllByRole('listitem');
      expect(first!.textContent).toContain('शिकायत');
      expect(first!.textContent).toContain('3 घंटे की देरी');
      expect(second!.textContent).toContain('चार्जबैक');
      expect(second!.textContent).toContain('1 दिन 2 घंटे बाकी');
      expect(screen.getByText(/इनमें दिखाए गए से ज़्यादा प्रतीक्षा में हैं: विफल रिफ़ंड/)).toBeTruthy();

      fireEvent.change(screen.getByRole('searchbox', { name: /कोई भुगतान/ }), { target: { value: 'UTR1' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'खोजें' })));
      expect(screen.getByRole('status').textContent).toBe('1 मिला।');
      expect(screen.getByRole('link', { name: 'पेआउट खोलें' })).toBeTruthy();

      const data = ['A rude review', 'Soil sensor', 'Drone frame', 'UTR1', 'UTR'];
      expect(latinWords(document.body, data)).toEqual([]);
    });
  });
});

describe('the Admin Dashboard in Hindi', () => {
  const ledger: LedgerOverview = {
    balances: {
      heldPaise: 150_000,
      owedToSellersPaise: 0,
      refundsDuePaise: 0,
      platformSharePaise: 45_000,
      taxWithheldPaise: 1_000,
      paidOutPaise: 0,
      refundedPaise: 0,
      atProvidersPaise: 150_000,
      cashOnDeliveryPaise: 0,
      chargebacksOpenPaise: 0,
      entries: 2,
    },
    recent: [],
    lastRun: {
      day: '2026-11-28',
      ranAt: NOW - HOUR,
      providerMovements: 4,
      ledgerEntries: 4,
      matched: 3,
      healed: 0,
      differences: 1,
    },
    differences: [],
  };

  function adminPort() {
    const stats = feed<AdminStats>();
    const jobs = feed<Job[]>();
    const applications = feed<Application[]>();
    const users = feed<Page<UserRow>>();
    const products = feed<Page<ProductRow>>();
    const refunds = feed<never[]>();
    const port = {
      watchStats: () => stats.watch,
      watchJobs: () => jobs.watch,
      watchApplications: () => applications.watch,
      watchUsers: () => users.watch,
      watchProducts: () => products.watch,
      watchRating: () => feed<never>().watch,
      watchFailedRefunds: () => refunds.watch,
      ledgerOverview: vi.fn(() => Promise.resolve(ledger)),
    } as unknown as AdminPort;
    return { port, stats, jobs, applications, users, products, refunds };
  }

  it('shows the tiles, the sections, their tables and the money in Hindi, amounts in the Indian format', async () => {
    await inHindi(async () => {
      const feeds = adminPort();
      render(
        <>
          <AdminDashboardPage admin={feeds.port} selfId="admin-1" />
          <AdminMoneySections admin={feeds.port} />
        </>,
      );
      await act(async () => {
        feeds.stats.push({ visitors: 41, users: 12, products: 5, jobs: 1, applications: 1, productValue: 124999.5 });
        feeds.jobs.push([job]);
        feeds.applications.push([application]);
        feeds.users.push({ rows: [{ id: 'u1', name: '', email: 'asha@example.com', role: 'seller' }], next: null });
        feeds.products.push({ rows: [], next: null });
        feeds.refunds.push([]);
      });
      expect(screen.getByRole('heading', { level: 1, name: 'एडमिन डैशबोर्ड' })).toBeTruthy();
      expect(screen.getByLabelText('कुल विज़िटर').textContent).toBe('41');
      expect(screen.getByLabelText('उत्पादों का कुल मूल्य').textContent).toBe('₹1,24,999.50');
      expect(screen.getByRole('button', { name: 'नई नौकरी पोस्ट करें' })).toBeTruthy();
      const applications = screen.getByRole('region', { name: 'नौकरी के आवेदन' });
      expect(
        within(applications)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['आवेदक', 'पद', 'रिज़्यूमे', 'कार्रवाई']);
      const users = screen.getByRole('region', { name: 'उपयोगकर्ता प्रबंधित करें' });
      expect(within(users).getByText('विक्रेता')).toBeTruthy();
      expect(within(users).getByText('नहीं दिया गया')).toBeTruthy();
      expect(screen.getByText('स्टोर उत्पाद प्रबंधित करें')).toBeTruthy();
      expect(screen.getByText('कोई विफल रिफ़ंड नहीं।')).toBeTruthy();
      const money = await screen.findByLabelText('शेष राशियाँ');
      expect(money.textContent).toContain('प्रोजेक्ट और ऑर्डर के लिए रोकी गई राशि₹1,500.00');
      expect(money.textContent).toContain('सरकार के लिए रोका गया कर (TCS, TDS)₹10.00');
      expect(screen.getByText(/पिछला मिलान 2026-11-28 के लिए/)).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'नई नौकरी पोस्ट करें' }));
      const form = screen.getByRole('form', { name: 'नई नौकरी पोस्ट करें' });
      fireEvent.click(within(form).getByRole('button', { name: 'नौकरी पोस्ट करें' }));
      expect(within(form).getByRole('alert').textContent).toBe('कृपया सभी फ़ील्ड भरें।');

      const data = ['Embedded engineer', 'Indore', 'Asha Verma', 'asha@example.com', 'TCS', 'TDS'];
      for (const section of document.querySelectorAll<HTMLElement>('.admin-section'))
        expect(latinWords(section, data), section.querySelector('h2')?.textContent ?? '').toEqual([]);
    });
  });
});

describe('the chargebacks in Hindi', () => {
  it('lists each case with its time left, status and amounts in Hindi', async () => {
    await inHindi(async () => {
      const port = fakeClient(chargebacksContract, {
        list: async () => ({
          chargebacks: [
            aChargeback({ title: 'Rain gauge', respondBy: NOW + 5 * HOUR, openedAt: NOW - HOUR, updatedAt: NOW }),
          ],
        }),
      });
      render(<ChargebacksQueue port={port} now={() => NOW} />);
      const section = screen.getByRole('region', { name: 'चार्जबैक' });
      const table = await within(section).findByRole('table', { name: 'चार्जबैक, सबसे पहले देय वाला सबसे ऊपर' });
      const row = within(table).getAllByRole('row')[1]!;
      expect(row.textContent).toContain('5 घंटे बाकी');
      expect(row.textContent).toContain('हमारे जवाब की प्रतीक्षा');
      expect(row.textContent).toContain('और ₹500.00 शुल्क');
      fireEvent.click(within(section).getByRole('button', { name: 'Rain gauge का सबूत पैक खोलें' }));
      const dialog = await screen.findByRole('dialog', { name: '“Rain gauge” पर चार्जबैक' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'ड्राफ़्ट सहेजें' }));
      await waitFor(() =>
        expect(within(dialog).getByText('कुछ वाक्यों में बताएँ कि भुगतान क्यों सही है (अधिकतम 1,000 अक्षर)।')).toBeTruthy(),
      );
    });
  });
});

describe('the reviews to moderate in Hindi', () => {
  it('says whose review each is, its stars and state, and the hidden ones’ reason', async () => {
    const review: Review = {
      id: 'p1-student',
      projectId: 'p1',
      projectTitle: 'Robot',
      authorId: 'u1',
      authorRole: 'student',
      subjectId: 'u2',
      stars: 1,
      text: 'Rude words',
      createdAt: NOW,
      publishAt: NOW,
      published: true,
      hidden: false,
      hiddenReason: null,
    };
    await inHindi(async () => {
      const recent = feed<Review[]>();
      const hidden = feed<Review[]>();
      const port = {
        watchRecentReviews: () => recent.watch,
        watchHiddenReviews: () => hidden.watch,
      } as unknown as AdminPort;
      render(<AdminReviewSections admin={port} />);
      await act(async () => {
        recent.push([review]);
        hidden.push([{ ...review, id: 'p1-seller', authorRole: 'seller', hidden: true, hiddenReason: 'Abuse' }]);
      });
      const reviews = screen.getByRole('region', { name: 'समीक्षाएँ' });
      expect(reviews.textContent).toContain('Robot पर छात्र की समीक्षा');
      expect(reviews.textContent).toContain('5 में से 1');
      expect(within(reviews).getByRole('button', { name: 'Robot पर छात्र की समीक्षा छिपाएँ' })).toBeTruthy();
      const hiddenOnes = screen.getByRole('region', { name: 'छिपाई गई समीक्षाएँ' });
      expect(within(hiddenOnes).getByRole('button', { name: 'Robot पर विक्रेता की समीक्षा वापस लाएँ' })).toBeTruthy();
      for (const section of [reviews, hiddenOnes])
        expect(latinWords(section, ['Robot', 'Rude words', 'Abuse'])).toEqual([]);
    });
  });
});
