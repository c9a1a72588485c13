// The Trigger Email extension is configured in files, not code (firebase.json's `extensions` and
// extensions/firestore-send-email.env): these checks keep those files and the code that writes the mail agreeing,
// so a moved collection or a dropped TTL policy fails here rather than as mail that silently never goes out.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';

const read = (file: string) => readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8');

/** KEY=value lines, as the Firebase CLI reads an extension's .env (comments and blank lines skipped). */
function envOf(text: string): Record<string, string> {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

describe('the Trigger Email extension', () => {
  const env = envOf(read('extensions/firestore-send-email.env'));

  it('is declared in firebase.json at a pinned version, under the instance id its .env is named after', () => {
    const config = JSON.parse(read('firebase.json')) as { extensions?: Record<string, string> };
    expect(config.extensions?.['firestore-send-email']).toMatch(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/);
  });

  it('watches the collection the notification triggers write their mail to', () => {
    expect(env.MAIL_COLLECTION).toBe(paths.mails);
    expect(paths.mail('x')).toBe(`${paths.mails}/x`);
  });

  it('stamps sent mail for deletion, and a TTL policy on that field deletes it', () => {
    expect(env.TTL_EXPIRE_TYPE).not.toBe('never');
    const indexes = JSON.parse(read('firestore.indexes.json')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: paths.mails.split('/').at(-1), fieldPath: 'expireAt', ttl: true }),
    );
  });

  it('holds no password: the SMTP password is the secret SMTP_PASSWORD, given at deploy', () => {
    expect(env).not.toHaveProperty('SMTP_PASSWORD');
    expect(env.SMTP_CONNECTION_URI ?? '').not.toMatch(/:[^:@/]+@/);
  });
});
