// The lint rule that keeps the translated screens' texts in the catalogue (web/lint-ui-text.js, decision 065), run
// by ESLint's own RuleTester on JSX as the screens write it; and the config applies it to those screens' files.
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noLiteralUiText } from './lint-ui-text.js';

// Vitest runs without globals: RuleTester is handed its test functions.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-literal-ui-text', noLiteralUiText, {
  valid: [
    { code: "const a = <h1>{t('home.hero')}</h1>;" },
    { code: "const a = <button aria-label={t('store.buyNowFor', { name })}>{t('store.buyNow')}</button>;" },
    // Data and punctuation are not texts to translate; nor an empty alt, nor a class or an id.
    { code: 'const a = <p>{product.name} · {rupees(product.price)} —</p>;' },
    { code: '<img alt="" src={src} className="card" id="x" />;' },
    { code: "const a = <span className={open ? 'menu menu--open' : 'menu'}>★ {stars}</span>;" },
    // The brand's name, when the config allows it.
    { code: '<span>ProjectBoard</span>;', options: [{ allow: ['ProjectBoard'] }] },
  ],
  invalid: [
    { code: '<h1>Bring Your Ideas to Life</h1>;', errors: [{ messageId: 'text' }] },
    { code: "<p>{'Loading...'}</p>;", errors: [{ messageId: 'text' }] },
    { code: '<p>{`Copy this link: ${url}`}</p>;', errors: [{ messageId: 'text' }] },
    { code: "<p>{copied ? 'Link copied' : ''}</p>;", errors: [{ messageId: 'text' }] },
    { code: "<p>{failed && 'Try again'}</p>;", errors: [{ messageId: 'text' }] },
    { code: '<div role="group" aria-label="Share this project" />;', errors: [{ messageId: 'prop' }] },
    { code: "<input placeholder={'Search by name'} />;", errors: [{ messageId: 'prop' }] },
    {
      code: '<abbr title={`Goods and Services Tax`}>GST</abbr>;',
      errors: [{ messageId: 'prop' }, { messageId: 'text' }],
    },
    { code: '<img alt="A weather station" src={src} />;', errors: [{ messageId: 'prop' }] },
    // Hindi written into a component is as wrong as English: it would show in English pages too.
    { code: '<p>अभी खरीदें</p>;', errors: [{ messageId: 'text' }] },
    { code: '<span>ProjectBoard</span>;', errors: [{ messageId: 'text' }] },
  ],
});

describe("the repository's lint config", () => {
  const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
  const lint = async (file: string) =>
    (
      await eslint.lintText('export const A = () => <p aria-label="Open">Hello</p>;\n', { filePath: file })
    )[0]!.messages.filter((message) => message.ruleId === 'ui-text/no-literal-ui-text').length;

  it('holds the translated visitor screens to it', async () => {
    for (const file of [
      'web/src/features/static-pages/home-page.tsx',
      'web/src/features/static-pages/about-page.tsx',
      'web/src/features/careers/careers-page.tsx',
      'web/src/features/store/store-browser.tsx',
      'web/src/features/store/product-card.tsx',
      'web/src/features/store/listing-page.tsx',
    ])
      expect(await lint(file), file).toBe(2);
  });

  it('leaves screens not yet translated alone', async () => {
    expect(await lint('web/src/features/dashboard/somewhere.tsx')).toBe(0);
  });
});
