import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { payoutSchema, unsentPayout } from '@marketplace/shared/payouts/payout';
import { messageFromData } from './firestore-messages.ts';
import { projectFromData } from './firestore-projects.ts';

const payoutFromData = (id: string, data: Record<string, unknown>) => payoutSchema.parse({ ...data, id });

const stored = {
  studentId: 'student-1',
  studentEmail: 'student@example.com',
  title: 'Line follower',
  description: 'Follows a line.',
  hardware: '',
  software: '',
  features: 'IR sensors',
  deadline: Timestamp.fromMillis(1_900_000_000_000),
  budget: 2500,
  status: 'Open',
  paymentStatus: 'Unpaid',
  createdAt: Timestamp.fromMillis(1_800_000_000_000),
  sellerId: null,
  sellerEmail: null,
};

describe('projectFromData', () => {
  it('turns the stored Timestamps into epoch millis', () => {
    expect(projectFromData('p1', stored)).toMatchObject({
      id: 'p1',
      deadline: 1_900_000_000_000,
      createdAt: 1_800_000_000_000,
    });
  });

  it('reads a project written a moment ago (no server time yet) and older data without seller fields', () => {
    const { sellerId: _sellerId, sellerEmail: _sellerEmail, ...older } = stored;
    expect(projectFromData('p1', { ...older, createdAt: null, budget: '2500' })).toMatchObject({
      createdAt: null,
      budget: 2500,
      sellerId: null,
      sellerEmail: null,
    });
  });

  it('refuses a document without a project shape', () => {
    expect(projectFromData('p1', { ...stored, status: 'Lost' })).toBeNull();
  });
});

describe('messageFromData and payoutFromData', () => {
  it('convert their Timestamps too', () => {
    expect(
      messageFromData('m1', {
        text: 'Hi',
        senderId: 'a',
        senderEmail: 'a@example.com',
        readBy: ['a'],
        unreadBy: ['b'],
        createdAt: Timestamp.fromMillis(5_000),
      }),
    ).toEqual({ id: 'm1', text: 'Hi', senderId: 'a', senderEmail: 'a@example.com', readBy: ['a'], createdAt: 5_000 });
    // A payout's own fields come back as stored; only the time changes form.
    const payout = {
      projectId: 'p1',
      sellerId: 's',
      sellerEmail: '',
      title: 'Line follower',
      sellerPaise: 175_000,
      platformPaise: 75_000,
      budgetPaise: 250_000,
    };
    expect(payoutFromData('p1', { ...payout, createdAt: Timestamp.fromMillis(7_000) })).toEqual({
      id: 'p1',
      ...payout,
      ...unsentPayout,
      createdAt: 7_000,
    });
  });
});
