// The console search's keys as the server left them (decision 063): what `searchKeys/{key}` names.
import type { Firestore } from 'firebase-admin/firestore';
import type { SearchKeyTarget } from '@marketplace/shared/admin/search-keys';
import { paths } from '@marketplace/shared/paths';

export async function searchKeyTargetsOf(db: Firestore, key: string): Promise<SearchKeyTarget[]> {
  return ((await db.doc(paths.searchKey(key)).get()).get('targets') ?? []) as SearchKeyTarget[];
}
