import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { APPLICANT_NAME_MAX, applicationErrors, applicationSchema, checkApplication } from './application.ts';

const form = { name: 'Asha Verma', email: 'asha@example.com', hasResume: true };

describe('a job application (SPEC 5)', () => {
  it('takes a name, an email and a resume', () => {
    expect(checkApplication({ ...form, name: ' Asha Verma ', email: ' asha@example.com' })).toEqual({
      ok: true,
      value: { name: 'Asha Verma', email: 'asha@example.com' },
    });
  });

  it.each([
    ['no name', { name: ' ' }],
    ['no email', { email: '' }],
    ['no resume', { hasResume: false }],
  ])("says SPEC's text with %s", (_what, patch) => {
    expect(checkApplication({ ...form, ...patch })).toEqual({
      ok: false,
      error: 'Please fill in all fields and upload a resume.',
    });
    expect(texts.careers.applicationRequired).toBe('Please fill in all fields and upload a resume.');
  });

  it('refuses an address that is not one', () => {
    expect(checkApplication({ ...form, email: 'asha.example.com' })).toEqual({
      ok: false,
      error: applicationErrors.invalidEmail,
    });
  });

  it('refuses a name past its limit', () => {
    expect(checkApplication({ ...form, name: 'x'.repeat(APPLICANT_NAME_MAX + 1) })).toEqual({
      ok: false,
      error: applicationErrors.tooLong,
    });
  });

  it("has SPEC 8's upload and application texts", () => {
    expect(texts.careers.resumeUploadFailed('The file is larger than 5 MB.')).toBe(
      'Resume upload failed: The file is larger than 5 MB.',
    );
    expect(texts.careers.noSecureUrl).toBe('Upload successful, but no secure URL returned');
    expect(texts.careers.applicationFailed).toBe('Failed to submit application. Please try again.');
  });

  it('reads a stored application with its appliedAt as millis', () => {
    const stored = {
      jobId: 'j1',
      jobTitle: 'Engineer',
      applicantName: 'A',
      applicantEmail: 'a@b.co',
      resumeRef: 'resumes/x.pdf',
    };
    expect(applicationSchema.parse({ ...stored, id: 'a1', appliedAt: 5 })).toMatchObject({ id: 'a1', appliedAt: 5 });
  });
});
