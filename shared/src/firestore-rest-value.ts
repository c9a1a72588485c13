// Firestore's typed REST value (https://firebase.google.com/docs/firestore/reference/rest/v1/Value): how the REST
// API answers a visitor's read (web/src/lib/firestore-rest.ts) and how the emulator pushes a change to the local
// host's triggers (functions/src/local/rest-document.ts). Exactly one of the keys is set.
export type RestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};
