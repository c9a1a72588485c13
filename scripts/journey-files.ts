// `npm run journey-files [-- --list] [-- --root DIR]`: how many of the project's own files a journey reaches, as a
// measure of how far a reader must walk to follow it. A journey is its screens, the web adapter that serves them, the
// server endpoints it calls and the triggers that carry it on (a receipt, a notice); the count is their import closure
// as esbuild bundles it, type-only imports left out, packages left out. `--root` measures another checkout (a
// `git worktree` of an older commit); each journey is found there by the entry files it had then.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './root.ts';
import { isMain } from './script-entry.ts';

/**
 * Each journey's entry files now, then as they were before (at 669a99f, when routes and payments lived in platform/;
 * before decision 080, which split the files a journey crosses by feature).
 */
export const journeys: Record<string, string[][]> = {
  // From the click on 'Fund' to the receipt and the notice: the checkout, the purpose that books the funding, the
  // provider's captured payment as its webhook's subscriber records it, the receipt the documents' trigger makes of
  // the capture with the issuing that numbers, stores and prints it, and the trigger that tells both sides (the
  // funding's history event).
  'a student funds by card': [
    [
      'web/src/features/escrow/fund-modal.tsx',
      'web/src/lib/payments/http-payments-client.ts',
      'functions/src/features/payments/payments.endpoints.ts',
      'functions/src/features/payments/payment-captured.ts',
      'functions/src/features/projects/project-funding.ts',
      'functions/src/features/documents/payment-document.ts',
      'functions/src/features/documents/record-document.ts',
      'functions/src/features/notifications/notify-history-event.ts',
    ],
    // Before decision 094 gave the payer's document its file beside the trigger's table of entry kinds.
    [
      'web/src/features/escrow/fund-modal.tsx',
      'web/src/lib/payments/http-payments-client.ts',
      'functions/src/features/payments/payments.endpoints.ts',
      'functions/src/features/payments/payment-captured.ts',
      'functions/src/features/projects/project-funding.ts',
      'functions/src/features/documents/entry-documents.ts',
      'functions/src/features/notifications/notify-history-event.ts',
    ],
    // Before decision 080 split the webhook's subscriber and the notice triggers by feature.
    [
      'web/src/features/escrow/fund-modal.tsx',
      'web/src/lib/payments/http-payments-client.ts',
      'functions/src/features/payments/payments.endpoints.ts',
      'functions/src/features/payments/handle-razorpay-event.ts',
      'functions/src/features/projects/project-funding.ts',
      'functions/src/features/documents/entry-documents.ts',
      'functions/src/features/notifications/notification-triggers.ts',
    ],
  ],
  // From the dispute's review to the settlement's money and notices: the settlement's endpoint, the refunded part
  // sent to the provider, the paid part queued as the seller's payout, their documents and notices (the settlement's
  // history event, the refund's and the payout's).
  'an admin settles a split': [
    [
      'web/src/features/escrow/dispute-review.tsx',
      'web/src/features/escrow/http-lifecycle.ts',
      'functions/src/features/projects/dispute.endpoints.ts',
      'functions/src/features/payments/refund-movement.ts',
      'functions/src/features/payouts/payout-movement.ts',
      'functions/src/features/documents/entry-documents.ts',
      'functions/src/features/notifications/notify-history-event.ts',
      'functions/src/features/notifications/notify-refund.ts',
      'functions/src/features/notifications/notify-payout.ts',
    ],
    // Before decision 080 gave the settlement its endpoint file and each feature its notice triggers.
    [
      'web/src/features/escrow/dispute-review.tsx',
      'web/src/features/escrow/http-lifecycle.ts',
      'functions/src/features/projects/projects.endpoints.ts',
      'functions/src/features/payments/refund-movement.ts',
      'functions/src/features/payouts/payout-movement.ts',
      'functions/src/features/documents/entry-documents.ts',
      'functions/src/features/notifications/notification-triggers.ts',
    ],
  ],
  'card purchase in the store': [
    [
      'web/src/features/store/purchase-modal.tsx',
      'web/src/lib/payments/http-payments-client.ts',
      'web/src/lib/payments/razorpay-checkout.ts',
      'functions/src/features/payments/payments.endpoints.ts',
      'functions/src/features/payments/handle-razorpay-event.ts',
    ],
    [
      'web/src/features/store/purchase-modal.tsx',
      'web/src/lib/payments/http-payments-client.ts',
      'web/src/lib/payments/razorpay-checkout.ts',
      'functions/src/platform/payments/payments.route.ts',
      'functions/src/platform/payments/razorpay-webhook.route.ts',
      'functions/src/platform/payments/handle-razorpay-event.ts',
    ],
  ],
  'admin deletes a user': [
    [
      'web/src/features/admin/users-and-products.tsx',
      'web/src/features/admin/http-admin.ts',
      'functions/src/features/admin/admin.endpoints.ts',
    ],
    [
      'web/src/features/admin/users-and-products.tsx',
      'web/src/features/admin/http-admin.ts',
      'web/src/features/admin/firestore-admin.ts',
      'functions/src/features/admin/admin.route.ts',
    ],
  ],
};

/** The workspace package resolved inside the measured checkout, every other package left out. */
const ownFilesOnly = (root: string): Plugin => ({
  name: 'own-files-only',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      const shared = /^@marketplace\/shared\/(.+)$/.exec(path);
      return shared ? { path: join(root, 'shared', 'src', `${shared[1]}.ts`) } : { path, external: true };
    });
  },
});

export async function journeyFiles(root: string, entries: string[]): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'journey-files',
    format: 'esm',
    platform: 'neutral',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    plugins: [ownFilesOnly(root)],
  });
  return Object.keys(result.metafile.inputs)
    .map((input) => relative(root, join(root, input)))
    .sort();
}

/** The entry files a journey has in the checkout at `root`, or undefined when it has none of its known sets. */
export const entriesIn = (root: string, entrySets: string[][]) =>
  entrySets.find((set) => set.every((entry) => existsSync(join(root, entry))));

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { list: { type: 'boolean' }, root: { type: 'string' } } });
  const root = values.root ?? ROOT;
  for (const [journey, entrySets] of Object.entries(journeys)) {
    const entries = entriesIn(root, entrySets);
    if (!entries) {
      console.log(`${journey}: not in this checkout`);
      continue;
    }
    const files = await journeyFiles(root, entries);
    const side = (folder: string) => files.filter((file) => file.startsWith(folder)).length;
    console.log(
      `${journey}: ${files.length} files (web ${side('web/')}, shared ${side('shared/')}, functions ${side('functions/')})`,
    );
    if (values.list) console.log(files.map((file) => `  ${file}`).join('\n'));
  }
}

if (isMain(import.meta.url)) await main();
