// The name a page shows for a person, in a module of its own: the store's first load (the entry composes the
// listing page's reads) needs it without the public profile's schema and its validation library.
import type { Role } from '../session/profile.ts';

/** The name a page shows: theirs, else what they are. */
export const shownName = ({ name, role }: { name: string; role: Role }) =>
  name || (role === 'seller' ? 'A seller' : role === 'student' ? 'A student' : 'An admin');
