// SPEC 3 'Project' and 'Project message', as the screens and the server see them. Dates cross the
// boundary as epoch millis (STYLE rule 6): adapters convert Firestore Timestamps.
import { z } from 'zod';

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
  deadline: z.number().nullable(),
  budget: z.number(),
  status: z.enum(projectStatuses),
  paymentStatus: z.enum(paymentStatuses),
  createdAt: z.number().nullable(),
  sellerId: z.string().nullable(),
  sellerEmail: z.string().nullable(),
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
  createdAt: z.number().nullable(),
  senderId: z.string(),
  senderEmail: z.string(),
  readBy: z.array(z.string()),
});
export type ProjectMessage = z.infer<typeof projectMessageSchema>;

export const CHAT_HISTORY_LIMIT = 50;
export const MESSAGE_MAX_LENGTH = 2000;
