/**
 * A real photo drops in: a JPEG in images/src becomes the same AVIF and WebP widths as an
 * illustration, upright, and wins over an SVG of the same name.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOne, sourceFiles } from './build-images.ts';

const dir = mkdtempSync(join(tmpdir(), 'bus4u-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('photos in the image pipeline', () => {
  it('turns a JPEG into AVIF and WebP at every width up to its own', async () => {
    const jpeg = join(dir, 'about-depot.jpg');
    await sharp({ create: { width: 1300, height: 900, channels: 3, background: '#0b2545' } })
      .jpeg()
      .toFile(jpeg);
    const out = mkdtempSync(join(dir, 'out-'));
    const entry = await buildOne('about-depot', jpeg, out);
    expect(entry).toMatchObject({ width: 1300, height: 900, widths: [480, 800, 1200] });
    const files = readdirSync(out).sort();
    expect(files).toEqual(
      [480, 800, 1200]
        .flatMap((w) => [
          `about-depot-${entry.hash}-${w}.avif`,
          `about-depot-${entry.hash}-${w}.webp`,
        ])
        .sort(),
    );
    const avif = await sharp(join(out, `about-depot-${entry.hash}-800.avif`)).metadata();
    expect([avif.format, avif.width]).toEqual(['heif', 800]);
  });

  it('stands a sideways camera photo upright', async () => {
    const jpeg = join(dir, 'sideways.jpg');
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#c8102e' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toFile(jpeg);
    const out = mkdtempSync(join(dir, 'out-'));
    const entry = await buildOne('sideways', jpeg, out);
    expect([entry.width, entry.height]).toEqual([600, 1000]);
    const webp = await sharp(join(out, `sideways-${entry.hash}-480.webp`)).metadata();
    expect([webp.width, webp.height]).toEqual([480, 800]);
  });

  it('prefers a photo to the illustration of the same name', () => {
    const src = mkdtempSync(join(dir, 'src-'));
    writeFileSync(join(src, 'about-depot.svg'), '<svg/>');
    writeFileSync(join(src, 'about-depot.jpg'), '');
    writeFileSync(join(src, 'fleet-lineup.svg'), '<svg/>');
    writeFileSync(join(src, 'notes.txt'), '');
    expect([...sourceFiles(src)]).toEqual([
      ['about-depot', join(src, 'about-depot.jpg')],
      ['fleet-lineup', join(src, 'fleet-lineup.svg')],
    ]);
  });
});
