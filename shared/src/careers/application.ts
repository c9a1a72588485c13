// SPEC 3 'Application' and 5 'Job application'. The resume is a private file (ARCHITECTURE 'Deliberate
// improvements'): the stored document keeps a reference the Media port understands, never a URL anyone
// could open; admins get a short-lived link from the API.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { texts } from '../texts.ts';

/** SPEC 8's upload limit for a resume, and the types it may be, by what the bytes are (file-type's mime). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = [
  'application/pdf',
  // .doc is an OLE compound file; file-type names the container.
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** What the file input offers (the server still decides by the bytes). */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';

export const APPLICANT_NAME_MAX = 100;
export const APPLICANT_EMAIL_MAX = 254;

export const applicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  /** The Media port's reference to the private file. */
  resumeRef: z.string(),
  appliedAt: epochMillis,
});
export type Application = z.infer<typeof applicationSchema>;

export interface ApplicationInput {
  name: string;
  email: string;
  /** Whether a resume file was chosen (its type and size are the server's to check, by its bytes). */
  hasResume: boolean;
}

export type ApplicationCheck = { ok: true; value: { name: string; email: string } } | { ok: false; error: string };

/** A plain shape check; whether the address receives mail is the applicant's business. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const applicationErrors = {
  invalidEmail: 'Enter a valid email address.',
  tooLong: 'Keep your name under 100 characters and your email under 254.',
} as const;

export function checkApplication(input: ApplicationInput): ApplicationCheck {
  const name = input.name.trim();
  const email = input.email.trim();
  if (!name || !email || !input.hasResume) return { ok: false, error: texts.careers.applicationRequired };
  if (name.length > APPLICANT_NAME_MAX || email.length > APPLICANT_EMAIL_MAX) {
    return { ok: false, error: applicationErrors.tooLong };
  }
  if (!EMAIL.test(email)) return { ok: false, error: applicationErrors.invalidEmail };
  return { ok: true, value: { name, email } };
}

/** POST /api/applications answers 201 with the new application's id. */
export const applicationCreatedSchema = z.object({ id: z.string() });
