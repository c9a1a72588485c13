// 'Fund all at once' on a split project's detail (decision 075): shown to its student while two or more milestones
// are still to fund; it opens the one checkout for their sum and asks the server for every milestone left, naming
// no amount (the server decides it from the project).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { formatRupees } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { fakeCheckoutLogic, fakePaymentsClient } from '../../lib/testing/fake-payments.ts';
import { seller, student } from '../../lib/testing/a-project.ts';
import { ProjectDetailModal } from './project-detail-modal.tsx';
import { DAY, aProject, fakeEscrowServices } from './test-ports.ts';

afterEach(cleanup);

const now = Date.now();
const funded = { state: 'funded' as const, payoutPaise: 0, refundPaise: 0 };
const split = (overrides: Partial<Project> = {}) =>
  aProject({
    status: 'In Progress',
    sellerId: seller.uid,
    sellerEmail: seller.email,
    budget: 333.33,
    milestones: [
      { title: 'Circuit', amountPaise: 10_000, due: now + 5 * DAY },
      { title: 'Firmware', amountPaise: 20_000, due: now + 7 * DAY },
      { title: 'Report', amountPaise: 3_333, due: now + 9 * DAY },
    ],
    ...overrides,
  });

function renderDetail(project: Project, actor: Actor) {
  const payments = fakePaymentsClient();
  const services = { ...fakeEscrowServices(), checkoutLogic: fakeCheckoutLogic(payments) };
  render(<ProjectDetailModal project={project} actor={actor} services={services} now={now} onClose={() => {}} />);
  return { payments, detail: screen.getByRole('dialog', { name: project.title }) };
}

const fundAllButton = (detail: HTMLElement) => within(detail).queryByRole('button', { name: /^Fund all at once/ });

describe("the detail's 'Fund all at once'", () => {
  it('opens the checkout for every milestone left, asking the server for them all without an amount', async () => {
    const project = split();
    const { payments, detail } = renderDetail(project, student);
    expect(within(detail).getByRole('button', { name: 'Fund milestone 1' })).toBeTruthy();
    const button = fundAllButton(detail)!;
    expect(button.textContent).toBe(`Fund all at once (${formatRupees(333.33)})`);
    fireEvent.click(button);
    const checkout = await screen.findByRole('dialog', { name: 'Fund milestones 1, 2, 3' });
    expect(within(checkout).getAllByText(formatRupees(333.33)).length).toBeGreaterThan(0);
    fireEvent.change(within(checkout).getByLabelText('Card number'), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.change(within(checkout).getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
    fireEvent.change(within(checkout).getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.change(within(checkout).getByLabelText('Name on card'), { target: { value: 'Asha Verma' } });
    fireEvent.click(within(checkout).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(payments.createOrder).toHaveBeenCalledWith({
        purpose: 'project',
        projectId: project.id,
        milestones: 'all',
      }),
    );
  });

  it('funds the later ones only, once the milestone under way is funded', () => {
    const { detail } = renderDetail(split({ paymentStatus: 'Funded', milestoneOutcomes: [funded] }), student);
    expect(fundAllButton(detail)!.textContent).toBe(`Fund all at once (${formatRupees(233.33)})`);
  });

  it('is not offered to the seller, with one milestone left, with all funded, or on a project of one payment', () => {
    const cases: [Project, Actor][] = [
      [split(), seller],
      [split({ paymentStatus: 'Funded', milestoneOutcomes: [funded, funded, funded] }), student],
      [
        split({
          milestoneIndex: 2,
          milestoneOutcomes: [
            { state: 'released', payoutPaise: 10_000, refundPaise: 0 },
            { state: 'released', payoutPaise: 20_000, refundPaise: 0 },
          ],
        }),
        student,
      ],
      [aProject({ status: 'In Progress', sellerId: seller.uid, sellerEmail: seller.email }), student],
    ];
    for (const [project, actor] of cases) {
      const { detail } = renderDetail(project, actor);
      expect(fundAllButton(detail)).toBeNull();
      cleanup();
    }
  });
});
