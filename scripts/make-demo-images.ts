// Draws the demo products' photos (scripts/seed-data/products/*.jpg) that `npm run seed` lists in the store.
// Run it again after changing a drawing: `node --import tsx scripts/make-demo-images.ts`. It renders each
// illustration in Debian's Chromium (the browser the tests use) and saves it as a JPEG.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { demoProducts } from './seed-data/demo-products.ts';
import { ROOT } from './root.ts';

const out = `${ROOT}/scripts/seed-data/products`;

function page(svg: string, background: string) {
  return `<!doctype html><html><body style="margin:0;width:800px;height:600px;background:${background}">${svg}</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await mkdir(out, { recursive: true });
  const tab = await browser.newPage({ viewport: { width: 800, height: 600 } });
  for (const product of demoProducts) {
    await tab.setContent(page(product.drawing, product.background));
    await tab.screenshot({ path: `${out}/${product.image}`, type: 'jpeg', quality: 82 });
    console.log(`wrote ${product.image}`);
  }
} finally {
  await browser.close();
}
