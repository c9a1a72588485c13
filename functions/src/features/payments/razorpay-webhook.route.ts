// POST /api/razorpay/webhook. The signature covers the exact bytes Razorpay sent, so this route reads the
// raw body: mount it before any JSON parser. On Cloud Functions the framework has already parsed the body
// and keeps the bytes in `req.rawBody`; locally express.raw provides them.
import express, { Router, type Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Payments } from '../../ports/payments.port.ts';
import { respond } from '../../platform/http.ts';
import { acceptRazorpayWebhook, type RazorpayEventPublisher } from './accept-razorpay-webhook.ts';

export interface RazorpayWebhookRouteDeps {
  db: Firestore;
  payments: Payments;
  events: RazorpayEventPublisher;
}

function rawBodyOf(req: Request): Buffer | undefined {
  if (Buffer.isBuffer(req.body)) return req.body;
  const { rawBody } = req as Request & { rawBody?: unknown };
  return Buffer.isBuffer(rawBody) ? rawBody : undefined;
}

export function razorpayWebhookRouter(deps: RazorpayWebhookRouteDeps): Router {
  const router = Router();
  router.post('/razorpay/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    respond(
      res,
      await acceptRazorpayWebhook(deps, {
        rawBody: rawBodyOf(req),
        signature: req.get('x-razorpay-signature'),
        eventId: req.get('x-razorpay-event-id'),
      }),
    );
  });
  return router;
}
