// The offers in a project's detail (decision 067): no 'Take Project' on a project asking for offers; a seller's
// 'Send an offer' form; the student's offers side by side with the seller's standing and the steps the table allows.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { milestoneTexts } from '@marketplace/shared/projects/milestone-check';
import { offerRefusals } from '@marketplace/shared/projects/offer-process';
import { localDateString } from '@marketplace/shared/projects/post-project';
import type { OfferView } from '@marketplace/shared/projects/offers-api';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { formatDate } from '../../lib/format-date.ts';
import { ProjectDetailModal } from './project-detail-modal.tsx';
import { DAY, aProject, fakeEscrowServices } from './test-ports.ts';
import { fakeOffers, offersOn } from './test-offers.ts';

afterEach(cleanup);

const now = Date.now();
const project = aProject({ pricing: 'offers', deadline: now + 30 * DAY });
const student: Actor = { uid: project.studentId, email: project.studentEmail, role: 'student' };
const seller: Actor = { uid: 'seller-1', email: 'seller@example.com', role: 'seller' };

const anOffer = offersOn(project, now);

function renderDetail(actor: Actor, offers: ReturnType<typeof fakeOffers>, shown = project) {
  const services = { ...fakeEscrowServices(), offers };
  render(<ProjectDetailModal project={shown} actor={actor} services={services} now={now} onClose={() => {}} />);
  return screen.getByRole('dialog', { name: shown.title });
}

/** The student's Counter on the offer in the detail, pressed: the counter-offer form it opens. */
async function openCounter(detail: HTMLElement) {
  fireEvent.click(await within(detail).findByRole('button', { name: 'Counter' }));
  return within(within(detail).getByRole('form', { name: 'Counter-offer' }));
}

/** That the student's step on seller-1's offer reached the offers port, with what the step carries. */
const answered = (offers: ReturnType<typeof fakeOffers>, step: object) =>
  waitFor(() => expect(offers.answer).toHaveBeenCalledWith({ projectId: project.id, sellerId: 'seller-1', ...step }));

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
    await answered(offers, { action: 'accept' });
  });

  it("sends the student's counter with its price, day and note", async () => {
    const offers = fakeOffers([anOffer('seller-1', 4200, 'Asha')]);
    const detail = renderDetail(student, offers);
    const form = await openCounter(detail);
    fireEvent.change(form.getByLabelText('Price (₹) *'), { target: { value: '3600' } });
    fireEvent.change(form.getByLabelText('Delivery date *'), { target: { value: '2030-07-01' } });
    fireEvent.change(form.getByLabelText('Note'), { target: { value: ' Halfway? ' } });
    fireEvent.click(form.getByRole('button', { name: 'Send counter' }));
    await answered(offers, {
      action: 'counter',
      price: 3600,
      deliveryBy: new Date(2030, 6, 1).getTime(),
      note: 'Halfway?',
    });
  });

  it("gives a seller without an offer the 'Send an offer' form, and shows the server's refusal in its words", async () => {
    const offers = fakeOffers([]);
    offers.send.mockRejectedValueOnce(new ApiError(offerRefusals.assigned, 409));
    const detail = renderDetail(seller, offers);
    const form = await within(detail).findByRole('form', { name: 'Send an offer' });
    fireEvent.change(within(form).getByLabelText('Delivery date *'), { target: { value: '2030-07-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(offers.send).toHaveBeenCalledTimes(1));
    expect(offers.send).toHaveBeenCalledWith(expect.objectContaining({ projectId: project.id, price: project.budget }));
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

  it('keeps a passed-over offer on the assigned project as its record, and shows nothing to a seller without one', async () => {
    const assigned = { ...project, status: 'In Progress' as const, sellerId: 'seller-2', sellerEmail: 'b@example.com' };
    const passedOver = anOffer('seller-1', 4200, 'Asha', {
      state: 'declined',
      step: { name: 'passed-over', by: 'system', at: now },
    });
    const offers = fakeOffers([passedOver]);
    const services = { ...fakeEscrowServices(), offers };
    // Open while another offer is accepted: the panel reads the offers again as the project moves.
    offers.list.mockResolvedValueOnce({ offers: [anOffer('seller-1', 4200, 'Asha')] });
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
    await waitFor(() => expect(none.list).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Your offer' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Send an offer' })).toBeNull();
  });
});

// Decision 068: an offer and a counter may split the price into milestones, entered with the post-project form's rows
// and shown beside the price and delivery day.
describe('milestones in offers', () => {
  const day = (n: number) => new Date(new Date(now).setHours(0, 0, 0, 0)).setDate(new Date(now).getDate() + n);
  const split = [
    { title: 'Circuit and parts', amountPaise: 150_000, due: day(3) },
    { title: 'Working robot', amountPaise: 270_000, due: day(9) },
  ];
  const withMilestones = (offer: OfferView): OfferView => ({
    ...offer,
    terms: offer.terms.map((terms) => ({ ...terms, deliveryBy: day(9), milestones: split })),
  });

  it("shows an offer's milestones, each with its title, amount and due date, beside its price", async () => {
    const detail = renderDetail(student, fakeOffers([withMilestones(anOffer('seller-1', 4200, 'Asha'))]));
    const list = await within(detail).findByRole('list', { name: 'Milestones of the offer from Asha' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `1. Circuit and parts₹1,500.00Due ${formatDate(day(3))}`,
      `2. Working robot₹2,700.00Due ${formatDate(day(9))}`,
    ]);
  });

  it('starts a counter from the milestones it answers and sends the changed split in paise', async () => {
    const offers = fakeOffers([withMilestones(anOffer('seller-1', 4200, 'Asha'))]);
    const detail = renderDetail(student, offers);
    const form = await openCounter(detail);
    expect((form.getByLabelText('Milestone 2 Title') as HTMLInputElement).value).toBe('Working robot');
    expect((form.getByLabelText('Milestone 1 Amount (₹)') as HTMLInputElement).value).toBe('1500');
    expect((form.getByLabelText('Milestone 1 Due date') as HTMLInputElement).value).toBe(localDateString(day(3)));
    fireEvent.change(form.getByLabelText('Delivery date *'), { target: { value: localDateString(day(9)) } });
    fireEvent.change(form.getByLabelText('Price (₹) *'), { target: { value: '3600' } });
    expect(form.getByRole('status').textContent).toBe(milestoneTexts.total(420_000, 360_000));
    fireEvent.change(form.getByLabelText('Milestone 2 Amount (₹)'), { target: { value: '2100' } });
    expect(form.getByRole('status').textContent).toBe('');

    fireEvent.click(form.getByRole('button', { name: 'Send counter' }));

    await answered(offers, {
      action: 'counter',
      price: 3600,
      deliveryBy: day(9),
      note: '',
      milestones: [split[0], { ...split[1], amountPaise: 210_000 }],
    });
  });

  it("refuses to send a seller's split that the shared check refuses, in its words, and sends one that passes", async () => {
    const offers = fakeOffers([]);
    const detail = renderDetail(seller, offers);
    const form = within(await within(detail).findByRole('form', { name: 'Send an offer' }));
    fireEvent.change(form.getByLabelText('Price (₹) *'), { target: { value: '4000' } });
    fireEvent.change(form.getByLabelText('Delivery date *'), { target: { value: localDateString(day(9)) } });
    fireEvent.click(form.getByRole('button', { name: 'Split into milestones' }));
    fireEvent.change(form.getByLabelText('Milestone 1 Title'), { target: { value: 'Design' } });
    fireEvent.change(form.getByLabelText('Milestone 1 Amount (₹)'), { target: { value: '1000' } });
    fireEvent.change(form.getByLabelText('Milestone 1 Due date'), { target: { value: localDateString(day(4)) } });
    fireEvent.change(form.getByLabelText('Milestone 2 Title'), { target: { value: 'Build' } });
    fireEvent.change(form.getByLabelText('Milestone 2 Amount (₹)'), { target: { value: '3000' } });
    fireEvent.change(form.getByLabelText('Milestone 2 Due date'), { target: { value: localDateString(day(2)) } });

    fireEvent.click(form.getByRole('button', { name: 'Send offer' }));
    expect(form.getByRole('alert').textContent).toBe(milestoneTexts.dueOrder(2));
    expect(offers.send).not.toHaveBeenCalled();

    fireEvent.change(form.getByLabelText('Milestone 2 Due date'), { target: { value: localDateString(day(9)) } });
    fireEvent.click(form.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(offers.send).toHaveBeenCalledWith({
        projectId: project.id,
        price: 4000,
        deliveryBy: day(9),
        note: '',
        milestones: [
          { title: 'Design', amountPaise: 100_000, due: day(4) },
          { title: 'Build', amountPaise: 300_000, due: day(9) },
        ],
      }),
    );
  });

  it("starts a seller's offer from the split the student posted, which the seller may keep or change", async () => {
    const posted = { ...project, budget: 4200, milestones: split };
    const detail = renderDetail(seller, fakeOffers([]), posted);
    const form = within(await within(detail).findByRole('form', { name: 'Send an offer' }));
    expect((form.getByLabelText('Milestone 1 Title') as HTMLInputElement).value).toBe('Circuit and parts');
    expect((form.getByLabelText('Milestone 2 Amount (₹)') as HTMLInputElement).value).toBe('2700');
    expect((form.getByLabelText('Milestone 2 Due date') as HTMLInputElement).value).toBe(localDateString(day(9)));
    expect(form.getByText('The milestones add up to ₹4,200.00 of the price, ₹4,200.00.')).toBeTruthy();
  });
});
