// POST /api/applications (SPEC 5 'Job application'): anyone may apply without signing in; the
// resume is checked by its bytes, stored as a private file, and the application written by the server.
// Refusals write nothing; one client is limited in how often it may apply.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { texts } from '@marketplace/shared/texts';
import { APPLICATIONS_PER_WINDOW, applicationErrors } from '../../functions/src/features/careers/submit-application.ts';
import { serveAsLocalHost, useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { seedJob } from './support/careers.ts';
import { postFrom } from './support/from-address.ts';

let backend: Backend;
let server: { url: string; close(): Promise<void> };
let mediaDir: string;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JOB = 'job-1';

useApiSuite({ serve: serveAsLocalHost }, (suite) => {
  ({ backend, api: server } = suite);
  mediaDir = join(backend.localMedia!.publicDir, '..', 'private', 'resumes');
});
beforeEach(async () => {
  await seedJob(backend, JOB);
});

/** Applies from a loopback address: the client is the socket's peer, so a test that needs two uses two. */
async function apply(fields: Record<string, string>, file: { bytes: Buffer; name: string } | null, from = '127.0.0.1') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('resume', new Blob([new Uint8Array(file.bytes)]), file.name);
  const { status, body } = await postFrom(from, `${server.url}/api/applications`, form);
  return { status, body };
}

const fields = { name: 'Asha Verma', email: 'asha@example.com', jobId: JOB };
const applications = async () => (await backend.db.collection(paths.applications).get()).docs.map((doc) => doc.data());
const storedResumes = () => readdir(mediaDir).catch(() => [] as string[]);

describe('POST /api/applications', () => {
  it('takes a PDF from a visitor: a private file and the application, with the job title', async () => {
    const before = (await storedResumes()).length;
    const { status, body } = await apply(fields, { bytes: pdf, name: 'resume.pdf' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String) });
    const [stored] = await applications();
    expect(stored).toMatchObject({
      jobId: JOB,
      jobTitle: 'Embedded engineer',
      applicantName: 'Asha Verma',
      applicantEmail: 'asha@example.com',
      resumeRef: expect.stringMatching(/^resumes\/[\w-]+\.pdf$/),
    });
    expect(stored!.appliedAt).toBeInstanceOf(Timestamp);
    expect((await storedResumes()).length).toBe(before + 1);
    // The reference is no address: neither it nor the media path serves the file.
    for (const path of [`/${stored!.resumeRef as string}`, `/media/${stored!.resumeRef as string}`]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });

  it.each([
    ['a program renamed to .pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]), 'resume.pdf'],
    ['text renamed to .docx', Buffer.from('just some text, not a resume'), 'resume.docx'],
  ])('refuses %s by its bytes and writes nothing', async (_what, bytes, name) => {
    const before = (await storedResumes()).length;
    const { status, body } = await apply(fields, { bytes, name });
    expect(status).toBe(415);
    expect(body).toEqual({ error: texts.careers.resumeUploadFailed('Upload your resume as a PDF, DOC or DOCX file.') });
    expect(await applications()).toEqual([]);
    expect((await storedResumes()).length).toBe(before);
  });

  it('refuses a 6 MB file with 413 and writes nothing', async () => {
    const large = Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    expect(await apply(fields, { bytes: large, name: 'resume.pdf' })).toEqual({
      status: 413,
      body: { error: texts.careers.resumeUploadFailed('The file is larger than 5 MB.') },
    });
    expect(await applications()).toEqual([]);
  });

  it.each(['name', 'email'] as const)('refuses an application without a %s with SPEC’s text', async (field) => {
    const { [field]: _left, ...rest } = fields;
    expect(await apply(rest, { bytes: pdf, name: 'resume.pdf' })).toEqual({
      status: 400,
      body: { error: texts.careers.applicationRequired },
    });
    expect(await applications()).toEqual([]);
  });

  it('refuses an application without a resume with SPEC’s text', async () => {
    expect(await apply(fields, null)).toEqual({ status: 400, body: { error: texts.careers.applicationRequired } });
    expect(await applications()).toEqual([]);
  });

  it.each([
    ['an unknown job', 'no-such-job', 404, applicationErrors.jobGone],
    ['a malformed job id', '../jobs', 400, applicationErrors.missingJob],
    ['no job id', '', 400, applicationErrors.missingJob],
  ])('refuses %s and stores no file', async (_what, jobId, status, error) => {
    const before = (await storedResumes()).length;
    expect(await apply({ ...fields, jobId }, { bytes: pdf, name: 'resume.pdf' })).toEqual({ status, body: { error } });
    expect(await applications()).toEqual([]);
    expect((await storedResumes()).length).toBe(before);
  });

  it(`limits one client to ${APPLICATIONS_PER_WINDOW} applications a window (429), and others are not held back`, async () => {
    const from = '127.0.0.9';
    for (let i = 0; i < APPLICATIONS_PER_WINDOW; i++) {
      expect((await apply(fields, { bytes: pdf, name: 'resume.pdf' }, from)).status).toBe(201);
    }
    const refused = await apply(fields, { bytes: pdf, name: 'resume.pdf' }, from);
    expect(refused).toEqual({ status: 429, body: { error: applicationErrors.tooMany } });
    expect(await applications()).toHaveLength(APPLICATIONS_PER_WINDOW);
    expect((await apply(fields, { bytes: pdf, name: 'resume.pdf' }, '127.0.0.10')).status).toBe(201);
  });
});
