// The language switch in the header and the footer: English / हिन्दी, each named in itself and marked with its
// own lang so a screen reader says it rightly; the choice is shown at once and remembered (language-choice.ts).
import { useLocale } from './i18n.ts';
import { chooseLocale } from './language-choice.ts';
import { locales, localeNames } from './locale.ts';
import { useShellTexts } from './shell-texts.ts';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useShellTexts();
  const shown = useLocale();
  return (
    <div className={`language-switch ${className}`} role="group" aria-label={t('shell.language')}>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch__option"
          aria-pressed={locale === shown}
          onClick={() => {
            chooseLocale(locale).catch((error: unknown) => console.error('The language could not be changed.', error));
          }}
        >
          {localeNames[locale]}
        </button>
      ))}
    </div>
  );
}
