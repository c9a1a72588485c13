// A chargeback's evidence pack (decision 049), assembled by the server from what the platform kept: the receipt (the
// payment and its order), the work delivered with its files and times, the chat between payer and seller, the order's
// tracking or the project's history, and the release. The admin reads it before answering; a contest sends it to the
// provider as one text file.
import type { Firestore } from 'firebase-admin/firestore';
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import type { EvidenceSection } from '@marketplace/shared/payments/chargebacks-api';
import { paths } from '@marketplace/shared/paths';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { toMillis } from '@marketplace/shared/to-millis';
import type { EvidenceFile } from '../../ports/payments.port.ts';

const line = (at: unknown, text: string) => ({ at: toMillis(at), text });
const byTime = <T extends { at: number | null }>(lines: T[]) => lines.sort((a, b) => (a.at ?? 0) - (b.at ?? 0));

export async function evidencePack(db: Firestore, chargeback: Chargeback): Promise<EvidenceSection[]> {
  const order = (await db.doc(paths.paymentOrder(chargeback.paymentOrderId)).get()).data() ?? {};
  const receipt: EvidenceSection = {
    title: 'Receipt',
    lines: [
      line(
        order.paidAt,
        `Payment ${chargeback.paymentId} of ${formatRupees(fromPaise(chargeback.amountPaise))} for “${chargeback.title}” (order ${chargeback.paymentOrderId}), captured.`,
      ),
    ],
  };
  if (chargeback.purpose === 'project') return [receipt, ...(await projectSections(db, chargeback.subjectId))];
  if (chargeback.purpose === 'store') return [receipt, await orderTracking(db, chargeback.subjectId)];
  return [receipt];
}

async function projectSections(db: Firestore, projectId: string): Promise<EvidenceSection[]> {
  const [history, messages] = await Promise.all([
    db.collection(paths.projectHistory(projectId)).get(),
    db.collection(paths.projectMessages(projectId)).get(),
  ]);
  const events = history.docs.map((doc) => doc.data());
  const deliveries = byTime(
    events
      .filter((event) => event.kind === 'delivered')
      .flatMap((event) => {
        const files = Array.isArray(event.files) ? (event.files as { name?: unknown; size?: unknown }[]) : [];
        const named = files.map((file) => `${String(file.name)} (${Number(file.size ?? 0)} bytes)`).join(', ');
        return [
          line(
            event.at,
            `Delivered${event.round ? ` (round ${event.round})` : ''}: ${named || 'no files'}${event.note ? ` — “${event.note}”` : ''}${event.link ? ` — ${event.link}` : ''}`,
          ),
        ];
      }),
  );
  const chat = byTime(
    messages.docs.map((doc) => {
      const message = doc.data();
      return line(
        message.createdAt,
        `${String(message.senderEmail ?? message.senderId)}: ${String(message.text ?? '')}`,
      );
    }),
  );
  const tracking = byTime(
    events.map((event) =>
      line(event.at, `${String(event.kind)} by ${String(event.byRole)}${event.note ? `: “${event.note}”` : ''}`),
    ),
  );
  const release = tracking.filter((entry) => /^released|^auto-released|^settled/.test(entry.text));
  return [
    { title: 'Work delivered, with its files', lines: deliveries },
    { title: 'Chat transcript', lines: chat },
    { title: 'Project history', lines: tracking },
    { title: 'Release', lines: release },
  ];
}

async function orderTracking(db: Firestore, orderId: string): Promise<EvidenceSection> {
  const order = (await db.doc(paths.storeOrder(orderId)).get()).data() ?? {};
  const steps = Array.isArray(order.tracking) ? (order.tracking as { status?: unknown; at?: unknown }[]) : [];
  return {
    title: 'Order tracking',
    lines: byTime([
      line(order.orderedAt, 'Ordered'),
      ...steps.map((step) => line(step.at, String(step.status ?? ''))),
      ...(order.orderStatus ? [line(order.deliveredAt ?? null, `Now: ${String(order.orderStatus)}`)] : []),
    ]),
  };
}

/** The pack as the file a contest sends (plain text, times in UTC ISO form). */
export function evidenceFile(chargeback: Chargeback, sections: EvidenceSection[]): EvidenceFile {
  const text = sections
    .map(
      (section) =>
        `${section.title}\n${section.lines.map((entry) => `  ${entry.at ? new Date(entry.at).toISOString() : '—'}  ${entry.text}`).join('\n') || '  (none)'}`,
    )
    .join('\n\n');
  return { name: `evidence-${chargeback.id}.txt`, contentType: 'text/plain', bytes: Buffer.from(text, 'utf8') };
}
