#!/usr/bin/env node
// Generates the Bus4U illustration set: one SVG per image in images/src/.
//   node scripts/illustrations/generate.mjs            # all images
//   node scripts/illustrations/generate.mjs hero-home  # only the named ones
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENES } from './scenes.mjs';
import { resetDefs, setMode, svgDoc } from './parts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../../images/src');
mkdirSync(outDir, { recursive: true });

const only = process.argv.slice(2);
let count = 0;
for (const [name, sc] of Object.entries(SCENES)) {
  if (only.length && !only.includes(name)) continue;
  const w = sc.w ?? 1600;
  const h = sc.h ?? 900;
  resetDefs();
  setMode(sc.mode ?? 'day');
  const body = sc.draw(w, h);
  const svg = svgDoc({ w, h, title: sc.title, body });
  writeFileSync(resolve(outDir, `${name}.svg`), svg);
  const kb = (Buffer.byteLength(svg) / 1024).toFixed(1);
  console.log(
    `${name}.svg  ${w}x${h}  ${kb} KB${Buffer.byteLength(svg) > 40 * 1024 ? '  (over 40 KB!)' : ''}`,
  );
  count++;
}
if (only.length && count !== only.length) {
  console.error(`Unknown scene name in: ${only.join(', ')}`);
  process.exitCode = 1;
}
console.log(`${count} illustration(s) written to ${outDir}`);
