// SPEC 3 'Project' and 'Project message', as the screens and the server see them. The schemas read the
// stored documents (plus their id): dates become epoch millis here (STYLE rule 6), for web and functions alike.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';

export const projectStatuses = ['Open', 'In Progress', 'Completed'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const paymentStatuses = ['Unpaid', 'Funded', 'Released'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const projectSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentEmail: z.string(),
  title: z.string(),
  description: z.string(),
  hardware: z.string().default(''),
  software: z.string().default(''),
  /** Comma-separated, as SPEC 3 stores it. */
  features: z.string().default(''),
  deadline: epochMillis,
  // Data written by the earlier app may hold the budget as the number input's text.
  budget: z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), z.number()),
  status: z.enum(projectStatuses),
  paymentStatus: z.enum(paymentStatuses),
  createdAt: epochMillis,
  // Older projects were written without the seller fields until taken.
  sellerId: z.string().nullable().default(null),
  sellerEmail: z.string().nullable().default(null),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * The delivery address lives in its own document (`projects/{id}/private/delivery`), readable only by
 * the student, the assigned seller and admins (ARCHITECTURE.md), since sellers can read every open project.
 */
export const deliverySchema = z.object({ deliveryAddress: z.string() });

export const projectMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: epochMillis,
  senderId: z.string(),
  senderEmail: z.string(),
  // Messages from the earlier app may lack the list.
  readBy: z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.string())),
});
export type ProjectMessage = z.infer<typeof projectMessageSchema>;

export const CHAT_HISTORY_LIMIT = 50;
export const MESSAGE_MAX_LENGTH = 2000;
