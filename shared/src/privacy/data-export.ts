// A person's download of their data (DPDP Act 2023 s.11; decision 040): a ZIP of JSON files and their files, built
// by a task, kept privately, announced by a notification and opened by its owner through a link that lasts 48
// hours. One at a time per person (privacyExports/{uid}): asking while one is being built adds nothing.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';

/** How long a ready download can be opened; its file is removed then. */
export const EXPORT_HOURS = 48;
export const EXPORT_MS = EXPORT_HOURS * 60 * 60 * 1000;

export const exportStatuses = ['building', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** privacyExports/{uid}, as its owner reads it. */
export const dataExportSchema = z.object({
  status: z.enum(exportStatuses),
  /** Each request is an attempt; the task builds only the attempt the record still names. */
  attempt: z.number().int().positive(),
  requestedAt: epochMillis,
  readyAt: epochMillis.default(null),
  /** readyAt + 48 hours: after it the link is refused and the file gone. */
  expiresAt: epochMillis.default(null),
  sizeBytes: z.number().int().nonnegative().nullable().catch(null),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The name the download is saved under. */
export const exportFileName = (readyAt: number) =>
  `projectboard-data-${new Date(readyAt).toISOString().slice(0, 10)}.zip`;

export const exportTexts = {
  building: 'We are preparing your download. You will get a notification when it is ready (usually within minutes).',
  notReady: 'Your download is not ready. Ask for one on your Privacy page.',
  failed: 'Your download could not be prepared. Please ask again.',
} as const;
