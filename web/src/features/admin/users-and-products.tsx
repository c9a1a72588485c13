// SPEC 2 'Manage Users' (Name, Email, Role, Actions; decision 026 adds each rated person's Rating) and 'Manage Store Products' (Name, Price, Actions):
// paged, searchable, and a confirmed delete through the server, which refuses (with a reason the dialog
// shows) while a person still has money or work in flight.
import { useCallback, useMemo } from 'react';
import { ratingText } from '@marketplace/shared/reviews/rating';
import { rich, slot } from '../../i18n/rich.tsx';
import { useAdminFormats, useAdminTexts } from '../../lib/admin-texts.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { EmailText } from '../../ui/email-text.tsx';
import { AdminSection } from './admin-section.tsx';
import type { AdminPort, PageRequest, ProductRow, UserRow } from './admin.port.ts';
import { PagedTable } from './admin-table.tsx';
import { reasonOf, useDeletion } from './use-deletion.tsx';

/**
 * A person's '★ 4.5 (12)' (decision 026: sellers and students review each other), read from the server's shards, as
 * their public profile shows it; 'No reviews yet' before the first.
 */
function PersonRating({ admin, uid }: { admin: AdminPort; uid: string }) {
  const t = useAdminTexts();
  const rating = useWatch(useMemo(() => admin.watchRating(uid), [admin, uid]));
  if (rating.status !== 'ready') return null;
  return ratingText(rating.value) || <span className="muted">{t('admin.users.noReviews')}</span>;
}

/**
 * What a delete did: the server's words in English (they name what it removed); in another language the same fact,
 * said here, naming the row.
 */
function useDeletedText() {
  const locale = useLocale();
  return (said: string, ours: string) => (locale === 'en' ? said : ours);
}

export function ManageUsers({ admin, selfId }: { admin: AdminPort; selfId: string }) {
  const t = useAdminTexts();
  const deleted = useDeletedText();
  const watch = useCallback((request: PageRequest) => admin.watchUsers(request), [admin]);
  const deletion = useDeletion<UserRow>({
    title: t('admin.users.deleteTitle'),
    question: (user) => (
      <p>
        {rich(t('admin.users.deleteQuestion', { who: slot('who') }), {
          who: (
            <strong className="admin-table__email">{user.email ? <EmailText email={user.email} /> : user.id}</strong>
          ),
        })}
      </p>
    ),
    perform: (user) =>
      admin
        .deleteUser(user.id)
        .then((said) => deleted(said, t('admin.users.deleted', { email: user.email || user.id }))),
    failureText: (error) => t('admin.error.deleteUserFailed', { message: reasonOf(t, error) }),
  });
  return (
    <AdminSection title={t('admin.users.title')}>
      {deletion.element}
      <PagedTable
        caption={t('admin.users.title')}
        what="users"
        searchLabel={t('admin.users.search')}
        watch={watch}
        columns={[
          t('admin.col.name'),
          t('admin.col.email'),
          t('admin.col.role'),
          t('admin.col.rating'),
          t('admin.col.actions'),
        ]}
        cells={(user) => [
          user.name || <span className="muted">{t('admin.notGiven')}</span>,
          <span className="admin-table__email">
            <EmailText email={user.email} />
          </span>,
          user.role ? t(`admin.users.role.${user.role}`) : <span className="muted">{t('admin.users.noRole')}</span>,
          user.role === 'seller' || user.role === 'student' ? <PersonRating admin={admin} uid={user.id} /> : '',
        ]}
        actions={(user) =>
          user.id === selfId ? (
            <span className="muted">{t('admin.users.you')}</span>
          ) : (
            deletion.button(user, t('admin.deleteNamed', { name: user.email }))
          )
        }
      />
    </AdminSection>
  );
}

export function ManageProducts({ admin }: { admin: AdminPort }) {
  const t = useAdminTexts();
  const { rupees } = useAdminFormats();
  const deleted = useDeletedText();
  const watch = useCallback((request: PageRequest) => admin.watchProducts(request), [admin]);
  const deletion = useDeletion<ProductRow>({
    title: t('admin.products.deleteTitle'),
    question: (product) => (
      <p>
        {rich(t('admin.products.deleteQuestion', { name: slot('name') }), { name: <strong>{product.name}</strong> })}
      </p>
    ),
    perform: (product) =>
      admin
        .deleteProduct(product.id)
        .then((said) => deleted(said, t('admin.products.deleted', { name: product.name }))),
    failureText: (error) => t('admin.error.deleteProductFailed', { message: reasonOf(t, error) }),
  });
  return (
    <AdminSection title={t('admin.products.title')}>
      {deletion.element}
      <PagedTable
        caption={t('admin.products.title')}
        what="products"
        searchLabel={t('admin.products.search')}
        watch={watch}
        columns={[t('admin.col.name'), t('admin.col.price'), t('admin.col.actions')]}
        cells={(product) => [
          <>
            {product.name}
            <br />
            <span className="muted admin-table__email">
              <EmailText email={product.sellerEmail} />
            </span>
          </>,
          rupees(product.price),
        ]}
        actions={(product) => deletion.button(product, t('admin.deleteNamed', { name: product.name }))}
      />
    </AdminSection>
  );
}
