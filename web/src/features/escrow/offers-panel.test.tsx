// The offers in a project's detail (decision 067): no 'Take Project' on a project asking for offers; a seller's
// 'Send an offer' form; the student's offers side by side with the seller's standing and the steps the table allows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { milestoneTexts } from '@marketplace/shared/projects/milestone-check';
import { offerRefusals } from '@marketplace/shared/projects/offer-process';
import type { OfferView } from '@marketplace/shared/projects/offers-api';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { ProjectDetailModal } from './project-detail-modal.tsx';
import type { OffersPort } from './escrow.port.ts';
import { DAY, aProject, fakeEscrowServices } from './test-ports.ts';

afterEach(cleanup);

const now = Date.now();
const project = aProject({ pricing: 'offers', deadline: now + 30 * DAY });
const student: Actor = { uid: project.studentId, email: project.studentEmail, role: 'student' };
const seller: Actor = { uid: 'seller-1', email: 'seller@example.com', role: 'seller' };

function anOffer(sellerId: string, price: number, name: string, more: Partial<OfferView> = {}): OfferView {
  return {
    id: sellerId,
    projectId: project.id,
    studentId: project.studentId,
    sellerId,
    sellerEmail: `${sellerId}@example.com`,
    state: 'open',
    terms: [{ price, deliveryBy: now + 9 * DAY, note: `Note from ${name}`, by: 'seller', at: now }],
    counters: 0,
    expiresAt: now + 7 * DAY,
    step: { name: 'send', by: sellerId, at: now },
    seller: { name, verified: name === 'Asha', rating: name === 'Asha' ? 4.5 : null, reviews: 2, completed: 3 },
    ...more,
  };
}

function fakeOffers(listed: OfferView[]): OffersPort {
  return {
    listOffers: vi.fn(async () => listed),
    sendOffer: vi.fn(async () => {}),
    answerOffer: vi.fn(async () => {}),
  };
}

function renderDetail(actor: Actor, offers: OffersPort) {
  const services = { ...fakeEscrowServices(), offers };
  render(<ProjectDetailModal project={project} actor={actor} services={services} now={now} onClose={() => {}} />);
  return screen.getByRole('dialog', { name: project.title });
}

describe('offers in the project detail', () => {
  it("shows the student every offer side by side, with the seller's standing and Accept, Counter, Decline", async () => {
    const offers = fakeOffers([anOffer('seller-1', 4200, 'Asha'), anOffer('seller-2', 3900, 'Ravi')]);
    const detail = renderDetail(student, offers);
    const cards = await within(detail).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const asha = within(cards[0]!);
    expect(asha.getByText('₹4,200.00')).toBeTruthy();
    expect(asha.getByText('Verified')).toBeTruthy();
    expect(asha.getByText(/★ 4\.5 \(2\) · 3 projects completed/)).toBeTruthy();
    expect(within(cards[1]!).getByText(/No reviews yet/)).toBeTruthy();
    expect(asha.getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept', 'Counter', 'Decline']);
    expect(within(detail).queryByRole('button', { name: 'Take Project' })).toBeNull();

    fireEvent.click(asha.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(offers.answerOffer).toHaveBeenCalledWith(project.id, 'seller-1', 'accept', undefined));
  });

  it("sends the student's counter with its price, day and note", async () => {
    const offers = fakeOffers([anOffer('seller-1', 4200, 'Asha')]);
    const detail = renderDetail(student, offers);
    fireEvent.click(await within(detail).findByRole('button', { name: 'Counter' }));
    const form = within(detail).getByRole('form', { name: 'Counter-offer' });
    fireEvent.change(within(form).getByLabelText('Price (₹) *'), { target: { value: '3600' } });
    fireEvent.change(within(form).getByLabelText('Delivery date *'), { target: { value: '2030-07-01' } });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: ' Halfway? ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send counter' }));
    await waitFor(() =>
      expect(offers.answerOffer).toHaveBeenCalledWith(project.id, 'seller-1', 'counter', {
        price: 3600,
        deliveryBy: new Date(2030, 6, 1).getTime(),
        note: 'Halfway?',
      }),
    );
  });

  it("gives a seller without an offer the 'Send an offer' form, and shows the server's refusal in its words", async () => {
    const offers = fakeOffers([]);
    vi.mocked(offers.sendOffer).mockRejectedValueOnce(new ApiError(offerRefusals.assigned, 409));
    const detail = renderDetail(seller, offers);
    const form = await within(detail).findByRole('form', { name: 'Send an offer' });
    fireEvent.change(within(form).getByLabelText('Delivery date *'), { target: { value: '2030-07-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(offers.sendOffer).toHaveBeenCalledTimes(1));
    expect(vi.mocked(offers.sendOffer).mock.calls[0]![1]).toMatchObject({ price: project.budget });
    expect(await within(detail).findByText(offerRefusals.assigned)).toBeTruthy();
  });

  it('shows a seller their own offer waiting, with Withdraw only', async () => {
    const detail = renderDetail(seller, fakeOffers([anOffer('seller-1', 4200, 'Asha')]));
    const card = await within(detail).findByRole('article');
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Withdraw']);
    expect(within(detail).queryByRole('form', { name: 'Send an offer' })).toBeNull();
  });

  it("carries a split project's stages: the card lists them and a counter sends them as edited", async () => {
    const day = (n: number) => new Date(2030, 6, n).getTime();
    const stages = [
      { title: 'Circuit', amountPaise: 200_000, due: day(1) },
      { title: 'Firmware', amountPaise: 220_000, due: day(9) },
    ];
    const split = anOffer('seller-1', 4200, 'Asha', {
      terms: [{ price: 4200, deliveryBy: day(9), note: '', by: 'seller', at: now, milestones: stages }],
    });
    const offers = fakeOffers([split]);
    const detail = renderDetail(student, offers);
    const card = await within(detail).findByRole('article');
    const listed = within(card).getByRole('list', { name: 'Milestones' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Circuit: ₹2,000\.00 by /), expect.stringMatching(/^Firmware: ₹2,200\.00 by /)]);

    fireEvent.click(within(card).getByRole('button', { name: 'Counter' }));
    const form = within(detail).getByRole('form', { name: 'Counter-offer' });
    expect(within(form).getByLabelText<HTMLInputElement>('Milestone 2 title').value).toBe('Firmware');
    fireEvent.change(within(form).getByLabelText('Price (₹) *'), { target: { value: '3800' } });
    fireEvent.change(within(form).getByLabelText('Delivery date *'), { target: { value: '2030-07-09' } });
    fireEvent.change(within(form).getByLabelText('Milestone 2 amount (₹)'), { target: { value: '1800' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send counter' }));
    await waitFor(() =>
      expect(offers.answerOffer).toHaveBeenCalledWith(project.id, 'seller-1', 'counter', {
        price: 3800,
        deliveryBy: day(9),
        note: '',
        milestones: [stages[0], { ...stages[1], amountPaise: 180_000 }],
      }),
    );
  });

  it("starts a seller's offer on a split project from the project's stages, and refuses an amount it cannot read", async () => {
    const splitProject = aProject({
      pricing: 'offers',
      deadline: now + 30 * DAY,
      budget: 3000,
      milestones: [
        { title: 'Design', amountPaise: 100_000, due: now + 10 * DAY },
        { title: 'Build', amountPaise: 200_000, due: now + 30 * DAY },
      ],
    });
    const offers = fakeOffers([]);
    const services = { ...fakeEscrowServices(), offers };
    render(
      <ProjectDetailModal project={splitProject} actor={seller} services={services} now={now} onClose={() => {}} />,
    );
    const form = await screen.findByRole('form', { name: 'Send an offer' });
    expect(within(form).getByLabelText<HTMLInputElement>('Milestone 1 amount (₹)').value).toBe('1000');
    fireEvent.change(within(form).getByLabelText('Delivery date *'), { target: { value: '2030-07-01' } });
    fireEvent.change(within(form).getByLabelText('Milestone 1 amount (₹)'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText(milestoneTexts.amount(1))).toBeTruthy();
    expect(offers.sendOffer).not.toHaveBeenCalled();
  });

  it('keeps a passed-over offer on the assigned project as its record, and shows nothing to a seller without one', async () => {
    const assigned = { ...project, status: 'In Progress' as const, sellerId: 'seller-2', sellerEmail: 'b@example.com' };
    const passedOver = anOffer('seller-1', 4200, 'Asha', {
      state: 'declined',
      step: { name: 'passed-over', by: 'system', at: now },
    });
    const offers = fakeOffers([passedOver]);
    const services = { ...fakeEscrowServices(), offers };
    // Open while another offer is accepted: the panel reads the offers again as the project moves.
    vi.mocked(offers.listOffers).mockResolvedValueOnce([anOffer('seller-1', 4200, 'Asha')]);
    const { rerender } = render(
      <ProjectDetailModal project={project} actor={seller} services={services} now={now} onClose={() => {}} />,
    );
    await screen.findByText(/^Waiting for the student until /);
    rerender(<ProjectDetailModal project={assigned} actor={seller} services={services} now={now} onClose={() => {}} />);
    const card = await screen.findByRole('article', { name: 'Offer from Asha' });
    await within(card).findByText('Another offer was chosen');
    expect(within(card).queryAllByRole('button')).toEqual([]);
    cleanup();

    const other: Actor = { uid: 'seller-3', email: 'c@example.com', role: 'seller' };
    const none = fakeOffers([]);
    render(
      <ProjectDetailModal
        project={assigned}
        actor={other}
        services={{ ...fakeEscrowServices(), offers: none }}
        now={now}
        onClose={() => {}}
      />,
    );
    await waitFor(() => expect(none.listOffers).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Your offer' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Send an offer' })).toBeNull();
  });
});
