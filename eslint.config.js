// One-way imports (STYLE.md house rule 1): shared is pure; features never import each other.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import uiText from './web/lint-ui-text.js';

const featureFolders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/** Every feature folder may import nothing from its sibling feature folders. */
const featureZones = (dir) =>
  featureFolders(dir).map((name) => ({
    target: `./${dir}/${name}`,
    from: `./${dir}`,
    except: [`./${name}`],
    message: 'Features do not import each other; compose them in the app folder.',
  }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.local-data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './shared', from: './functions', message: 'shared imports no other package.' },
            { target: './shared', from: './web', message: 'shared imports no other package.' },
            { target: './shared', from: './scripts', message: 'shared imports no other package.' },
            { target: './web', from: './functions', message: 'The web app talks to functions over HTTP only.' },
            { target: './functions', from: './web', message: 'functions never import the web app.' },
            // What more than one feature needs lives below the features and never reaches up into them.
            ...['lib', 'ui'].flatMap((shared) => [
              {
                target: `./web/src/${shared}`,
                from: './web/src/features',
                message: `web/src/${shared} serves every feature and imports none.`,
              },
              {
                target: `./web/src/${shared}`,
                from: './web/src/app',
                message: 'Only the app composes; nothing imports it.',
              },
            ]),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Only the app composes; features never import it.',
            },
            ...['platform', 'ports', 'adapters'].map((shared) => ({
              target: `./functions/src/${shared}`,
              from: './functions/src/features',
              message: `functions/src/${shared} serves every feature and imports none.`,
            })),
            ...featureZones('web/src/features'),
            ...featureZones('functions/src/features'),
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', 'firebase-*', '@firebase/*'], message: 'shared is pure: no Firebase.' },
            { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'shared is pure: no React.' },
            { group: ['node:*'], message: 'shared is pure: no Node modules.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process'],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { URL: 'readonly', process: 'readonly', console: 'readonly' } },
  },
  {
    // One way to run a transaction on the server: transact() starts a contended one again (platform/transaction.ts).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/platform/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message: 'Use transact(db, …) from functions/src/platform/transaction.ts: it outlasts contention.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // One way per thing in the web app (STYLE rule 10). Firestore is read live only through web/src/lib/firestore-watch.ts.
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    ignores: ['web/src/lib/firestore-watch.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              importNames: ['onSnapshot'],
              message: 'Read Firestore live through watchDocument or watchQuery (web/src/lib/firestore-watch.ts).',
            },
          ],
        },
      ],
    },
  },
  // A failure reaches a person as its declared text (web/src/lib/error-text.ts: errorText, ShownError), never as an
  // exception's own message; api-client.ts turns the transport's errors into ApiError, whose message is declared.
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    ignores: [
      'web/src/lib/error-text.ts',
      'web/src/lib/api-client.ts',
      'web/src/**/*.test.ts',
      'web/src/**/*.test.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='message'][object.name=/^(e|err|error|failure|cause|reason|refusal|exception)$/i]",
          "MemberExpression[property.name='message'][object.property.name=/^(error|failure|cause|reason)$/i]",
        ].map((selector) => ({
          selector,
          message: "Show a failure through errorText (web/src/lib/error-text.ts), never an exception's message.",
        })),
      ],
    },
  },
  // The translated visitor screens read every text from the catalogue (decisions 057 and 065): a new text there goes
  // into web/src/i18n/{en,hi}, or the Hindi page shows English.
  {
    files: [
      'web/src/features/static-pages/home-page.tsx',
      'web/src/features/static-pages/about-page.tsx',
      'web/src/features/static-pages/support-page.tsx',
      'web/src/features/static-pages/legal-page.tsx',
      'web/src/features/careers/careers-page.tsx',
      'web/src/features/store/store-page.tsx',
      'web/src/features/store/store-browser.tsx',
      'web/src/features/store/product-card.tsx',
      'web/src/features/store/listing-page.tsx',
      'web/src/features/store/share-buttons.tsx',
      'web/src/features/assistant/ask-me.tsx',
      'web/src/features/assistant/ask-me-chat.tsx',
      'web/src/ui/verified-badge.tsx',
      'web/src/features/verification/verification-panel.tsx',
      'web/src/features/payouts/payouts-list.tsx',
      'web/src/features/payouts/payouts-section.tsx',
      'web/src/features/payouts/payout-details-panel.tsx',
      'web/src/features/payouts/payout-details-form.tsx',
      'web/src/features/payouts/payout-totals-figures.tsx',
      'web/src/features/notifications/notifications-bell.tsx',
      'web/src/features/documents/tax-details-panel.tsx',
      'web/src/features/documents/monthly-statements.tsx',
      // The admin's screens (decision 081).
      'web/src/features/admin/*.tsx',
      'web/src/features/admin/console/*.tsx',
      'web/src/features/admin/chargebacks/*.tsx',
      'web/src/features/escrow/disputes-queue.tsx',
      'web/src/features/escrow/dispute-review.tsx',
      'web/src/features/privacy/privacy-requests-queue.tsx',
      'web/src/features/safety/limit-hits.tsx',
      // The project detail, its actions and the parts every screen shares (decision 077).
      'web/src/features/escrow/action-dialogs.tsx',
      'web/src/features/escrow/escrow-notices.tsx',
      'web/src/features/escrow/fund-modal.tsx',
      'web/src/features/escrow/offers-panel.tsx',
      'web/src/features/escrow/project-detail-modal.tsx',
      'web/src/features/escrow/project-history.tsx',
      'web/src/features/projects/chat-button.tsx',
      'web/src/features/projects/chat-modal.tsx',
      'web/src/ui/block-button.tsx',
      'web/src/ui/confirm-dialog.tsx',
      'web/src/ui/dialog.tsx',
      'web/src/ui/form-actions.tsx',
      'web/src/ui/load-more-button.tsx',
      'web/src/ui/milestone-rows.tsx',
      'web/src/ui/project-badges.tsx',
      'web/src/ui/project-milestones.tsx',
      'web/src/ui/use-retry.tsx',
    ],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { 'ui-text': uiText },
    // A sample PAN reads the same in every language.
    rules: { 'ui-text/no-literal-ui-text': ['error', { allow: ['ProjectBoard', 'ABCPE1234F', '27ABCPE1234F1ZB'] }] },
  },
);
