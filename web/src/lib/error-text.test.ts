import { describe, expect, it } from 'vitest';
import { ApiError } from '@marketplace/shared/api-error';
import { texts } from '@marketplace/shared/texts';
import { ShownError, errorText } from './error-text.ts';

const fallback = 'The review could not be sent. Please try again.';

describe('errorText: the one way a failure is shown', () => {
  it("shows a ShownError's declared text and the server's words for a refusal (4xx)", () => {
    expect(errorText(new ShownError('Asha’s application could not be deleted.'), fallback)).toBe(
      'Asha’s application could not be deleted.',
    );
    expect(errorText(new ApiError('The review window has closed.', 409), fallback)).toBe(
      'The review window has closed.',
    );
  });

  it("never shows an exception's own message: a bug, the network or a 5xx get the declared fallback", () => {
    expect(errorText(new TypeError("Cannot read properties of undefined (reading 'id')"), fallback)).toBe(fallback);
    expect(errorText(new Error('Failed to fetch'), fallback)).toBe(fallback);
    expect(errorText(new ApiError('Internal server error', 500), fallback)).toBe(fallback);
    expect(errorText('a string thrown', fallback)).toBe(fallback);
  });

  it('shows a 5xx only where the endpoint declares that status with a text of its own', () => {
    const stored = new ApiError(texts.careers.noSecureUrl, 502);
    expect(errorText(stored, fallback, [502])).toBe(texts.careers.noSecureUrl);
    expect(errorText(stored, fallback)).toBe(fallback);
  });

  it("adds SPEC 8's permission text when the database refused", () => {
    expect(errorText({ code: 'permission-denied' }, texts.projects.createFailed)).toBe(
      `${texts.projects.createFailed} ${texts.auth.permissionDenied}`,
    );
  });
});
