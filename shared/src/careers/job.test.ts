import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { JOB_DESCRIPTION_MAX, JOB_TITLE_MAX, checkPostJob, jobFrom, jobsFrom, postJobErrors } from './job.ts';

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

describe('reading stored jobs', () => {
  const stored = { title: 'Embedded engineer', location: 'Indore', description: 'Build kits with us.' };

  it('reads a job with its posting date as epoch millis, from millis, a date string or a Timestamp', () => {
    const at = Date.UTC(2026, 10, 1);
    for (const postedAt of [at, new Date(at).toISOString(), { toMillis: () => at }]) {
      expect(jobFrom('j1', { ...stored, postedAt })).toEqual({ id: 'j1', ...stored, postedAt: at });
    }
    expect(jobFrom('j1', stored)?.postedAt).toBeNull();
  });

  it('leaves out what is not a job, and keeps the order of the rest', () => {
    expect(jobFrom('x', null)).toBeNull();
    expect(jobFrom('x', { ...stored, title: 7 })).toBeNull();
    expect(jobFrom('x', { title: 'T', location: 'L' })).toBeNull();
    const documents = [
      { id: 'b', data: stored },
      { id: 'bad', data: { ...stored, description: null } },
      { id: 'a', data: stored },
    ];
    expect(jobsFrom(documents).map((job) => job.id)).toEqual(['b', 'a']);
  });
});
