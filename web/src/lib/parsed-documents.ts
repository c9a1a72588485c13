// Firestore documents as the screens see them: read with their id through shared's schema (Timestamps become
// millis there); a document without the schema's shape is left out rather than shown half-made.
import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore';

/** A shared zod schema, as far as reading a document needs it. */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The document `id` holding `data`, as `schema` reads it, or null when it does not have that shape. */
export function parsedDocument<T>(schema: Schema<T>, id: string, data: DocumentData): T | null {
  const parsed = schema.safeParse({ ...data, id });
  return parsed.success ? parsed.data : null;
}

/** The documents of a query's answer that have `schema`'s shape, as it reads them. */
export function parsedDocuments<T>(schema: Schema<T>, documents: readonly QueryDocumentSnapshot[]): T[] {
  return documents.flatMap((document) => parsedDocument(schema, document.id, document.data()) ?? []);
}
