// SPEC 5 'Profile' ('Your Profile'): full name, phone and address, each saved on its own.
import { useState, type FormEvent, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { profileMachine } from '@marketplace/shared/profile/profile.machine';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { Banner } from '../../ui/banner.tsx';
import { Field } from '../../ui/field.tsx';
import type { ProfileLogic } from './profile-logic.ts';
import { useLogic, type LazyLogic } from '../../lib/use-logic.ts';
import { useProfileSay, useProfileTexts } from './profile-texts.ts';
import './profile.css';
import { inspect } from '../../lib/inspect.ts';

const ProfileContext = createActorContext(profileMachine, { inspect });

interface ProfilePageProps {
  profile: UserProfile;
  logic: LazyLogic<ProfileLogic>;
  /**
   * What other features add below the profile's fields, composed in by the app: the email choices and the
   * people blocked (decision 031), each a card.
   */
  settings?: ReactNode;
}

export function ProfilePage({ profile, logic, settings }: ProfilePageProps) {
  const machine = useLogic(logic);
  return (
    <ProfileContext.Provider logic={machine} options={{ input: { uid: profile.uid } }}>
      <ProfileView profile={profile} settings={settings} />
    </ProfileContext.Provider>
  );
}

function ProfileView({ profile, settings }: { profile: UserProfile; settings?: ReactNode }) {
  const success = ProfileContext.useSelector((s) => s.context.success);
  const error = ProfileContext.useSelector((s) => s.context.error);
  const t = useProfileTexts();
  const say = useProfileSay();
  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('profile.title')}</h1>
      <p className="muted profile__account">
        {profile.email} · <span className="profile__role">{t(`profile.role.${profile.role}`)}</span>
      </p>
      <Banner tone="success">{say(success)}</Banner>
      <Banner tone="error">{say(error)}</Banner>
      {fieldCards.map((card) => (
        <FieldCard key={card.field} {...card} initial={profile[card.field] ?? ''} />
      ))}
      <AddressCard address={profile.address ?? ''} />
      {/* In the page's column, a card like the others. */}
      {settings}
    </section>
  );
}

interface FieldCardProps {
  title: 'profile.personal' | 'profile.contact';
  field: 'fullName' | 'phone';
  label: 'profile.fullName' | 'profile.phone';
  type: 'text' | 'tel';
  autoComplete: string;
  placeholder?: string;
  /** The stored value. */
  initial: string;
}

/** SPEC 2 'Profile': the two fields with a Save of their own (the address has its own editor). */
const fieldCards: Omit<FieldCardProps, 'initial'>[] = [
  { title: 'profile.personal', field: 'fullName', label: 'profile.fullName', type: 'text', autoComplete: 'name' },
  {
    title: 'profile.contact',
    field: 'phone',
    label: 'profile.phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+919876543210',
  },
];

function FieldCard({ title, field, label, type, autoComplete, placeholder, initial }: FieldCardProps) {
  const t = useProfileTexts();
  const actor = ProfileContext.useActorRef();
  const saving = ProfileContext.useSelector((s) => s.context.savingField === field);
  const [value, setValue] = useState(initial);
  // The live profile is the truth: once a save lands (trimmed, normalised) the field shows what was stored.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValue(initial);
  }
  const id = `profile-${field}`;

  function save(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'field.save', field, value });
  }

  return (
    <form className="card profile__card" onSubmit={save} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(title)}</h2>
      <Field id={id} label={t(label)}>
        <div className="profile__row">
          <input
            id={id}
            className="input"
            type={type}
            autoComplete={autoComplete}
            placeholder={placeholder}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
      </Field>
    </form>
  );
}

function AddressCard({ address }: { address: string }) {
  const t = useProfileTexts();
  const actor = ProfileContext.useActorRef();
  const mode = ProfileContext.useSelector((s) =>
    s.matches({ address: 'view' }) ? 'view' : s.matches({ address: 'saving' }) ? 'saving' : 'edit',
  );
  const draft = ProfileContext.useSelector((s) => s.context.addressDraft);

  return (
    <section className="card profile__card" aria-labelledby="profile-address-title">
      <h2 id="profile-address-title">{t('profile.address.title')}</h2>
      {mode === 'view' ? (
        <>
          <p className={address ? 'profile__address' : 'profile__address muted'}>{address || t('profile.noAddress')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'address.edit', current: address })}
          >
            {address ? t('profile.changeAddress') : t('profile.addAddress')}
          </button>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'address.save' });
          }}
        >
          <Field id="profile-address" label={t('profile.address.label')}>
            <textarea
              id="profile-address"
              className="input"
              rows={4}
              autoComplete="street-address"
              value={draft}
              onChange={(event) => actor.send({ type: 'address.change', value: event.target.value })}
            />
          </Field>
          <div className="profile__actions">
            <button type="submit" className="button" disabled={mode === 'saving'}>
              {mode === 'saving' ? t('profile.saving') : t('profile.saveAddress')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={mode === 'saving'}
              onClick={() => actor.send({ type: 'address.cancel' })}
            >
              {t('profile.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
