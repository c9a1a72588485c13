// POST /api/projects/{id}/deliveries and GET /api/projects/{id}/files/{fileId}: the assigned seller
// delivers files (checked by their bytes and their names), a note and a link; the files are private and open only
// through a short-lived link for the student, the seller and admins. Any refusal stores and writes nothing.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { DELIVERY_MAX_FILES, NOTE_MAX_LENGTH } from '@marketplace/shared/projects/project-actions';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { UPLOAD_MAX_BYTES } from '../../functions/src/platform/api/multipart.ts';
import type { Served } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import type { Person } from './support/payments.ts';
import {
  projectsClient,
  seedEscrow,
  send,
  useLifecycleSuite,
  writtenFor,
  type EscrowSeed,
} from './support/projects.ts';

let backend: Backend, api: Served, deliveriesDir: string;
let student: Person, seller: Person, otherStudent: Person, otherSeller: Person, admin: Person;
useLifecycleSuite((suite) => {
  ({ backend, api, student, seller, otherStudent, otherSeller, admin } = suite);
  deliveriesDir = join(backend.localMedia!.publicDir, '..', 'private', 'deliveries');
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const zip = Buffer.from(
  'UEsDBBQAAAAAADmoeV1CRBuVDwAAAA8AAAAIAAAAbWFpbi5pbm92b2lkIHNldHVwKCl7fQpQSwECFAMUAAAAAAA5qHldQkQblQ8AAAAPAAAACAAAAAAAAAAAAAAAgAEAAAAAbWFpbi5pbm9QSwUGAAAAAAEAAQA2AAAANQAAAAAA',
  'base64',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);
const storedFiles = () => readdir(deliveriesDir).catch(() => [] as string[]);

const inProgress = (more: EscrowSeed = {}): EscrowSeed => ({
  status: 'In Progress',
  paymentStatus: 'Funded',
  seller,
  ...more,
});

/** The form exactly as oRPC's client builds it (bracket notation: files[0], files[1], …). */
function deliveryForm(fields: { note?: string; link?: string }, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((each, index) => form.append(`files[${index}]`, each));
  return form;
}

const deliver = (projectId: string, as: Person, form: FormData) =>
  send(api.url, as, 'POST', `/projects/${projectId}/deliveries`, form);

describe('a delivery', () => {
  it('takes a ZIP and a PDF through the web client: private files, their records, the history and the patch', async () => {
    const projectId = await seedEscrow(backend, student, inProgress());
    const before = (await storedFiles()).length;
    const started = Date.now();
    const answer = await projectsClient(api.url, seller).deliver({
      projectId,
      note: 'Firmware and the wiring diagram.',
      link: 'https://github.com/example/robot',
      files: [file(zip, 'firmware.zip'), file(pdf, 'wiring.pdf')],
    });
    expect(answer).toEqual({ ok: true });
    expect((await storedFiles()).length).toBe(before + 2);
    const { project, history, files } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({ status: 'Completed', deliveries: 1, paymentStatus: 'Funded' });
    const deliveredAt = (project.data!.deliveredAt as Timestamp).toMillis();
    expect(deliveredAt).toBeGreaterThanOrEqual(started);
    expect((project.data!.autoReleaseAt as Timestamp).toMillis()).toBe(deliveredAt + backend.autoReleaseAfterMs);
    expect(
      files
        .map(({ name, mime, size, round }) => ({ name, mime, size, round }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'firmware.zip', mime: 'application/zip', size: zip.length, round: 1 },
      { name: 'wiring.pdf', mime: 'application/pdf', size: pdf.length, round: 1 },
    ]);
    expect(files.every((each) => typeof each.ref === 'string' && each.ref.startsWith('deliveries/'))).toBe(true);
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'delivered',
        by: seller.uid,
        byRole: 'seller',
        round: 1,
        note: 'Firmware and the wiring diagram.',
        link: 'https://github.com/example/robot',
        files: expect.arrayContaining(files.map(({ id, name, mime, size }) => ({ id, name, mime, size }))),
      }),
    ]);
    // The history names the files; where they are kept stays on the server.
    expect(JSON.stringify(history)).not.toContain('deliveries/');
  });

  it('takes the same form built by hand; an unfunded delivery has no release date', async () => {
    const projectId = await seedEscrow(backend, student, inProgress({ paymentStatus: 'Unpaid' }));
    expect((await deliver(projectId, seller, deliveryForm({}, [file(png, 'photo.png')]))).status).toBe(201);
    const { project, files } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({ status: 'Completed', autoReleaseAt: null });
    expect(files).toHaveLength(1);
  });

  it('takes a delivery without files, which the web client sends as JSON, and one as a form', async () => {
    const viaClient = await seedEscrow(backend, student, inProgress());
    expect(
      await projectsClient(api.url, seller).deliver({
        projectId: viaClient,
        note: 'Done.',
        link: 'https://example.com/demo',
      }),
    ).toEqual({ ok: true });
    expect((await writtenFor(backend, viaClient)).history).toEqual([
      expect.objectContaining({ files: [], note: 'Done.', link: 'https://example.com/demo' }),
    ]);
    const viaForm = await seedEscrow(backend, student, inProgress());
    expect((await deliver(viaForm, seller, deliveryForm({ note: 'Done.' }, []))).status).toBe(201);
  });

  it('counts rounds: a second delivery after a change request is round 2', async () => {
    const projectId = await seedEscrow(backend, student, inProgress({ deliveries: 1, changeRounds: 1 }));
    expect((await deliver(projectId, seller, deliveryForm({}, [file(pdf, 'v2.pdf')]))).status).toBe(201);
    const { project, files, history } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({ deliveries: 2 });
    expect(files[0]).toMatchObject({ round: 2 });
    expect(history[0]).toMatchObject({ round: 2 });
  });
});

describe('two deliveries at once', () => {
  it('takes one; the other is refused and its stored files removed again', async () => {
    const projectId = await seedEscrow(backend, student, inProgress());
    const before = (await storedFiles()).length;
    const answers = await Promise.all(
      ['first.pdf', 'second.pdf', 'third.pdf'].map((name) =>
        deliver(projectId, seller, deliveryForm({ note: name }, [file(pdf, name)])),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409, 409]);
    const { project, files, history } = await writtenFor(backend, projectId);
    expect(project.data).toMatchObject({ deliveries: 1 });
    expect(files).toHaveLength(1);
    expect(history).toHaveLength(1);
    expect((await storedFiles()).length).toBe(before + 1);
  });
});

describe('a delivery refused, with nothing stored or written', () => {
  async function refused(form: FormData, status: number, error: string, as: Person = seller, seed = inProgress()) {
    const projectId = await seedEscrow(backend, student, seed);
    const before = { written: await writtenFor(backend, projectId), stored: (await storedFiles()).length };
    expect(await deliver(projectId, as, form)).toMatchObject({ status, body: { error } });
    expect(await writtenFor(backend, projectId)).toEqual(before.written);
    expect((await storedFiles()).length).toBe(before.stored);
  }

  it.each([
    ['PNG bytes named .pdf', file(png, 'report.pdf')],
    ['a PDF named .zip', file(pdf, 'source.zip')],
    ['text named .zip', file(Buffer.from('just text'), 'source.zip')],
    ['a program named .png', file(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]), 'photo.png')],
    ['an empty file', file(Buffer.alloc(0), 'empty.pdf')],
    ['a file over the upload cap', file(Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]), 'big.pdf')],
  ])('a file that is not what it says or not allowed: %s', async (_what, bad) => {
    await refused(deliveryForm({}, [file(zip, 'good.zip'), bad]), 400, projectErrors.fileNotAllowed);
  });

  it.each([DELIVERY_MAX_FILES + 1, DELIVERY_MAX_FILES + 3])('%i files', async (count) => {
    const files = Array.from({ length: count }, (_, i) => file(pdf, `part-${i}.pdf`));
    await refused(deliveryForm({}, files), 400, projectErrors.tooManyFiles);
  });

  it('a note too long, or a link that is not https', async () => {
    await refused(deliveryForm({ note: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, []), 400, projectErrors.noteTooLong);
    for (const link of ['http://example.com', 'javascript:alert(1)', 'not a link'])
      await refused(deliveryForm({ link }, [file(pdf, 'a.pdf')]), 400, projectErrors.linkInvalid);
  });

  it('by anyone but the assigned seller, or not now', async () => {
    await refused(deliveryForm({}, [file(pdf, 'a.pdf')]), 409, projectErrors.notNow, student);
    for (const as of [otherStudent, otherSeller, admin])
      await refused(deliveryForm({}, [file(pdf, 'a.pdf')]), 403, projectErrors.notYours, as);
    await refused(
      deliveryForm({}, [file(pdf, 'a.pdf')]),
      409,
      projectErrors.notNow,
      seller,
      inProgress({ status: 'Completed' }),
    );
    await refused(
      deliveryForm({}, [file(pdf, 'a.pdf')]),
      409,
      projectErrors.notNow,
      seller,
      inProgress({ disputeStatus: 'open', disputedBy: 'x', disputeReason: 'why' }),
    );
  });

  it('a project that is not there (404)', async () => {
    expect((await deliver('missing', seller, deliveryForm({}, []))).status).toBe(404);
  });
});

describe('GET /api/projects/{id}/files/{fileId}', () => {
  async function delivered() {
    const projectId = await seedEscrow(backend, student, inProgress());
    await projectsClient(api.url, seller).deliver({ projectId, files: [file(pdf, 'wiring.pdf')] });
    const [stored] = (await writtenFor(backend, projectId)).files;
    return { projectId, fileId: stored!.id };
  }

  it.each(['student', 'seller', 'admin'] as const)(
    'gives the %s a short-lived link that opens the file',
    async (who) => {
      const { projectId, fileId } = await delivered();
      const as = { student, seller, admin }[who];
      const { status, body, headers } = await send(api.url, as, 'GET', `/projects/${projectId}/files/${fileId}`);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('private, no-store');
      const opened = await fetch(`${api.url}${body.url as string}`);
      expect(opened.status).toBe(200);
      expect(Buffer.from(await opened.arrayBuffer())).toEqual(pdf);
    },
  );

  it('refuses anyone else (403), a file that is not there (404) and a visitor (401)', async () => {
    const { projectId, fileId } = await delivered();
    for (const as of [otherStudent, otherSeller])
      expect(await send(api.url, as, 'GET', `/projects/${projectId}/files/${fileId}`)).toMatchObject({
        status: 403,
        body: { error: projectErrors.notYours },
      });
    expect(await send(api.url, student, 'GET', `/projects/${projectId}/files/missing`)).toMatchObject({
      status: 404,
      body: { error: projectErrors.fileGone },
    });
    expect((await send(api.url, null, 'GET', `/projects/${projectId}/files/${fileId}`)).status).toBe(401);
  });
});
