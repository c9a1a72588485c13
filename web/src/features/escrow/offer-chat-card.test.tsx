// An offer's cards in its chat (decision 073): each set of terms drawn from the offer as it stands, the latest with
// the buttons the offers table allows its reader now, acting through the offers API; a superseded card shows its
// outcome and no buttons. The chat itself is the projects' (handed in by the app); here a stand-in draws the cards.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OfferView } from '@marketplace/shared/projects/offers-api';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import type { ProjectMessage } from '@marketplace/shared/projects/project';
import { ProjectDetailModal } from './project-detail-modal.tsx';
import type { OfferChat } from './offers-panel.tsx';
import { showIn } from '../../i18n/language-choice.ts';
import { latinWords } from '../../lib/testing/latin-words.ts';
import { DAY, aProject, fakeEscrowServices } from './test-ports.ts';
import { fakeOffers, offersOn } from './test-offers.ts';

afterEach(cleanup);

const now = Date.now();
const project = aProject({ pricing: 'offers', deadline: now + 30 * DAY });
const student: Actor = { uid: project.studentId, email: project.studentEmail, role: 'student' };
const seller: Actor = { uid: 'seller-1', email: 'seller-1@example.com', role: 'seller' };

/** The seller's ₹4,200 offer, countered by the student at ₹3,600. */
const countered: OfferView = {
  ...offersOn(project, now)('seller-1', 4200, 'Asha'),
  terms: [
    { price: 4200, deliveryBy: now + 9 * DAY, note: '', by: 'seller', at: now - DAY },
    { price: 3600, deliveryBy: now + 12 * DAY, note: 'Meet me halfway?', by: 'student', at: now },
  ],
  counters: 1,
  step: { name: 'counter', by: project.studentId, at: now },
};

const cardMessage = (index: number): ProjectMessage => ({
  id: `card-${index}`,
  text: '',
  senderId: '',
  senderEmail: '',
  readBy: [],
  createdAt: now,
  offerTerms: index,
});

/** A stand-in for the projects' chat: each of the offer's cards, as the chat's list draws them. */
const chat: OfferChat = (offer, card) => (
  <section aria-label={`Chat with ${offer.sellerId}`}>
    {offer.terms.map((_, i) => (
      <div key={i}>{card(cardMessage(i))}</div>
    ))}
  </section>
);

function renderDetail(actor: Actor, offer: OfferView) {
  const offers = fakeOffers([offer]);
  const services = { ...fakeEscrowServices(), offers };
  render(
    <ProjectDetailModal
      project={project}
      actor={actor}
      services={services}
      now={now}
      onClose={() => {}}
      offerChat={chat}
    />,
  );
  return { offers, chat: () => screen.findByRole('region', { name: 'Chat with seller-1' }) };
}

describe("an offer's cards in its chat", () => {
  it("gives the seller the counter's Accept, Counter and Withdraw, and the superseded offer its outcome only", async () => {
    const { offers, chat: found } = renderDetail(seller, countered);
    const cards = within(await found()).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Offer: ₹4,200.00', 'Counter: ₹3,600.00']);
    expect(within(cards[0]!).queryAllByRole('button')).toEqual([]);
    expect(within(cards[0]!).getByText('Countered')).toBeTruthy();
    const buttons = within(cards[1]!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Accept', 'Counter', 'Withdraw']);
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(offers.answer).toHaveBeenCalledWith({ projectId: project.id, sellerId: 'seller-1', action: 'accept' }),
    );
  });

  it('lets the student only decline their own counter, and counter from a card with the terms it answers', async () => {
    const { chat: found } = renderDetail(student, countered);
    const cards = within(await found()).getAllByRole('article');
    expect(
      within(cards[1]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Decline']);
    // The seller's own terms waiting on the student: their answers, and a counter form starting from its price.
    cleanup();
    const { chat: again } = renderDetail(student, { ...countered, terms: countered.terms.slice(0, 1) });
    const [offerCard] = within(await again()).getAllByRole('article');
    expect(
      within(offerCard!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Counter', 'Decline']);
    fireEvent.click(within(offerCard!).getByRole('button', { name: 'Counter' }));
    const form = within(offerCard!).getByRole('form', { name: 'Counter-offer' });
    expect((within(form).getByLabelText('Price (₹) *') as HTMLInputElement).value).toBe('4200');
  });

  it('shows an accepted offer’s cards with their outcome and no buttons', async () => {
    const { chat: found } = renderDetail(student, { ...countered, state: 'accepted' });
    const cards = within(await found()).getAllByRole('article');
    expect(within(cards[1]!).getByText('Accepted')).toBeTruthy();
    expect(cards.flatMap((card) => within(card).queryAllByRole('button'))).toEqual([]);
  });

  it('draws the cards in Hindi, with no English of ours left but the data', async () => {
    await showIn('hi');
    try {
      const { chat: found } = renderDetail(seller, countered);
      const cards = within(await found()).getAllByRole('article');
      expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['ऑफ़र: ₹4,200.00', 'जवाबी ऑफ़र: ₹3,600.00']);
      expect(within(cards[0]!).getByText('जवाबी ऑफ़र दिया गया')).toBeTruthy();
      expect(
        within(cards[1]!)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['स्वीकार करें', 'जवाबी ऑफ़र दें', 'वापस लें']);
      for (const card of cards) expect(latinWords(card, ['Meet me halfway?'])).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
