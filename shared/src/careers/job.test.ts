import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { JOB_DESCRIPTION_MAX, JOB_TITLE_MAX, checkPostJob, postJobErrors } from './job.ts';

const job = { title: 'Embedded engineer', location: 'Indore', description: 'Build kits with us.' };

describe('posting a job (SPEC 5)', () => {
  it('takes a title, location and description, trimmed', () => {
    expect(
      checkPostJob({ title: ' Embedded engineer ', location: ' Indore', description: 'Build kits with us. ' }),
    ).toEqual({ ok: true, value: job });
  });

  it.each(['title', 'location', 'description'] as const)("says 'Please fill in all fields.' without a %s", (field) => {
    expect(checkPostJob({ ...job, [field]: '   ' })).toEqual({ ok: false, error: 'Please fill in all fields.' });
    expect(texts.admin.jobRequired).toBe('Please fill in all fields.');
  });

  it('refuses a title or description past its limit', () => {
    expect(checkPostJob({ ...job, title: 'x'.repeat(JOB_TITLE_MAX + 1) })).toEqual({
      ok: false,
      error: postJobErrors.tooLong,
    });
    expect(checkPostJob({ ...job, description: 'x'.repeat(JOB_DESCRIPTION_MAX + 1) })).toEqual({
      ok: false,
      error: postJobErrors.tooLong,
    });
    expect(checkPostJob({ ...job, title: 'x'.repeat(JOB_TITLE_MAX) }).ok).toBe(true);
  });
});
