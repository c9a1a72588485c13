import { GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { describe, expect, it } from 'vitest';
import { documentPath, parseTimestamp, readFields } from './rest-document.ts';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-rest-document' }));

describe('a pushed document read as the admin SDK reads it', () => {
  it('keeps a timestamp to the microsecond the emulator sends', () => {
    expect(parseTimestamp('2026-11-30T03:15:40.997485Z').isEqual(new Timestamp(1796008540, 997_485_000))).toBe(true);
    expect(parseTimestamp('2026-11-30T03:15:40Z').isEqual(new Timestamp(1796008540, 0))).toBe(true);
    expect(() => parseTimestamp('yesterday')).toThrow('not a timestamp');
  });

  it('reads every kind of value, nested', () => {
    const data = readFields(db, {
      title: { stringValue: 'Lamp' },
      price: { integerValue: '1200' },
      rating: { doubleValue: 4.5 },
      hidden: { booleanValue: false },
      note: { nullValue: null },
      at: { timestampValue: '2026-11-30T03:15:40.5Z' },
      seller: { referenceValue: 'projects/p/databases/(default)/documents/users/u1' },
      where: { geoPointValue: { latitude: 12.5, longitude: 77.25 } },
      file: { bytesValue: Buffer.from('pdf').toString('base64') },
      tags: { arrayValue: { values: [{ stringValue: 'a' }, { mapValue: { fields: { n: { integerValue: '2' } } } }] } },
      empty: { arrayValue: {} },
      shipping: { mapValue: { fields: { city: { stringValue: 'Pune' } } } },
    });
    expect(data).toMatchObject({
      title: 'Lamp',
      price: 1200,
      rating: 4.5,
      hidden: false,
      note: null,
      tags: ['a', { n: 2 }],
      empty: [],
      shipping: { city: 'Pune' },
    });
    expect((data.at as Timestamp).toMillis()).toBe(Date.parse('2026-11-30T03:15:40.500Z'));
    expect(data.seller).toEqual(db.doc('users/u1'));
    expect(data.where).toEqual(new GeoPoint(12.5, 77.25));
    expect((data.file as Buffer).toString()).toBe('pdf');
    expect(() => readFields(db, { odd: {} })).toThrow('unknown kind');
  });

  it('takes the path inside the database from the resource name', () => {
    expect(documentPath('projects/p/databases/(default)/documents/storeProducts/a1')).toBe('storeProducts/a1');
  });
});
