// Draws the app icons (the logo: ש on the brand colour) into static/icons/ with the system
// Chromium. Run once after changing the logo: `node shell/build/make-icons.mjs`.
// "any" icons are a circle on transparent; "maskable" ones fill the square and keep the letter
// inside the 80% safe zone, so launchers may crop them to any shape.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../static/icons');
const BRAND = '#2f3b86';

function svg(size, { maskable = false, monochrome = false } = {}) {
  const r = size / 2;
  const fill = monochrome ? '#ffffff' : BRAND;
  const shape = maskable ? `<rect width="${size}" height="${size}" fill="${fill}"/>` : `<circle cx="${r}" cy="${r}" r="${r}" fill="${fill}"/>`;
  const letter = monochrome ? 'transparent' : '#ffffff';
  const fontSize = size * (maskable ? 0.42 : 0.56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${shape}<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="serif" font-weight="700" font-size="${fontSize}" fill="${letter}">ש</text></svg>`;
}

const icons = [
  ['icon-192.png', 192, {}],
  ['icon-512.png', 512, {}],
  ['maskable-192.png', 192, { maskable: true }],
  ['maskable-512.png', 512, { maskable: true }],
  ['apple-touch-icon.png', 180, { maskable: true }],
  ['badge-96.png', 96, {}],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [file, size, options] of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, options)}</body></html>`);
  await page.locator('svg').screenshot({ path: path.join(outDir, file), omitBackground: true });
}
await browser.close();
console.log(`icons written to ${outDir}`);
