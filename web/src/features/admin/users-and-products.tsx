// SPEC 2 'Manage Users' (Name, Email, Role, Actions; decision 026 adds each rated person's Rating) and 'Manage Store Products' (Name, Price, Actions):
// paged, searchable, and a confirmed delete through the server, which refuses (with a reason the dialog
// shows) while a person still has money or work in flight.
import { useCallback, useMemo } from 'react';
import { formatRupees } from '@marketplace/shared/projects/money';
import { ratingText } from '@marketplace/shared/reviews/rating';
import { texts } from '@marketplace/shared/texts';
import { useWatch } from '../../lib/use-watch.ts';
import { EmailText } from '../../ui/email-text.tsx';
import { AdminSection } from './admin-section.tsx';
import type { AdminPort, PageRequest, ProductRow, UserRow } from './admin.port.ts';
import { PagedTable } from './admin-table.tsx';
import { reasonOf, useDeletion } from './use-deletion.tsx';

const roleNames = { student: 'Student', seller: 'Seller', admin: 'Admin' } as const;

/**
 * A person's '★ 4.5 (12)' (decision 026: sellers and students review each other), read from the server's shards, as
 * their public profile shows it; 'No reviews yet' before the first.
 */
function PersonRating({ admin, uid }: { admin: AdminPort; uid: string }) {
  const rating = useWatch(useMemo(() => admin.watchRating(uid), [admin, uid]));
  if (rating.status !== 'ready') return null;
  return ratingText(rating.value) || <span className="muted">No reviews yet</span>;
}

export function ManageUsers({ admin, selfId }: { admin: AdminPort; selfId: string }) {
  const watch = useCallback((request: PageRequest) => admin.watchUsers(request), [admin]);
  const deletion = useDeletion<UserRow>({
    title: 'Delete user',
    question: (user) => (
      <p>
        Delete <strong className="admin-table__email">{user.email ? <EmailText email={user.email} /> : user.id}</strong>
        ? Their account, profile, store products and open projects are removed for good.
      </p>
    ),
    perform: (user) => admin.deleteUser(user.id),
    failureText: (error) => texts.admin.deleteUserFailed(reasonOf(error)),
  });
  return (
    <AdminSection title="Manage Users">
      {deletion.element}
      <PagedTable
        caption="Manage Users"
        what="users"
        searchLabel="Search users by name, email or role"
        watch={watch}
        columns={['Name', 'Email', 'Role', 'Rating', 'Actions']}
        cells={(user) => [
          user.name || <span className="muted">Not given</span>,
          <span className="admin-table__email">
            <EmailText email={user.email} />
          </span>,
          user.role ? roleNames[user.role] : <span className="muted">None</span>,
          user.role === 'seller' || user.role === 'student' ? <PersonRating admin={admin} uid={user.id} /> : '',
        ]}
        actions={(user) =>
          user.id === selfId ? <span className="muted">You</span> : deletion.button(user, `Delete ${user.email}`)
        }
      />
    </AdminSection>
  );
}

export function ManageProducts({ admin }: { admin: AdminPort }) {
  const watch = useCallback((request: PageRequest) => admin.watchProducts(request), [admin]);
  const deletion = useDeletion<ProductRow>({
    title: 'Delete store product',
    question: (product) => (
      <p>
        Delete <strong>{product.name}</strong> from the store, with its image?
      </p>
    ),
    perform: (product) => admin.deleteProduct(product.id),
    failureText: (error) => texts.admin.deleteProductFailed(reasonOf(error)),
  });
  return (
    <AdminSection title="Manage Store Products">
      {deletion.element}
      <PagedTable
        caption="Manage Store Products"
        what="store products"
        searchLabel="Search products by name or seller"
        watch={watch}
        columns={['Name', 'Price', 'Actions']}
        cells={(product) => [
          <>
            {product.name}
            <br />
            <span className="muted admin-table__email">
              <EmailText email={product.sellerEmail} />
            </span>
          </>,
          formatRupees(product.price),
        ]}
        actions={(product) => deletion.button(product, `Delete ${product.name}`)}
      />
    </AdminSection>
  );
}
