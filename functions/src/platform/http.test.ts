import { describe, expect, it } from 'vitest';
import { createOrderRequestSchema, simulatedPayRequestSchema } from '@marketplace/shared/payments/payments-api';
import { parseBody } from './http.ts';

const card = { orderId: 'order_sim_1', cardNumber: '4111111111111111', expiry: '12/30', cvc: '123', name: 'A Student' };

describe('parseBody', () => {
  it('keeps the fields the schema knows and drops the rest, such as an amount', () => {
    expect(parseBody(createOrderRequestSchema, { projectId: 'p1', amount: 1 })).toEqual({
      ok: true,
      value: { purpose: 'project', projectId: 'p1' },
    });
  });

  it("answers with the schema's own message where it has one", () => {
    expect(parseBody(simulatedPayRequestSchema, { ...card, cardNumber: '4111' })).toEqual({
      ok: false,
      error: { code: 'invalid', message: 'Enter a valid card number.' },
    });
    expect(parseBody(simulatedPayRequestSchema, { ...card, expiry: '13/30' })).toMatchObject({
      error: { message: 'Enter the expiry as MM/YY.' },
    });
  });

  it('names the field when the schema has no message of its own', () => {
    expect(parseBody(createOrderRequestSchema, { projectId: 7 })).toEqual({
      ok: false,
      error: { code: 'invalid', message: 'projectId is missing or invalid.' },
    });
    expect(parseBody(createOrderRequestSchema, undefined)).toMatchObject({ error: { message: 'Send a JSON object.' } });
  });
});
