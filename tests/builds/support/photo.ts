/**
 * A photo as a phone takes one, made for tests: a JPEG of 4032 x 3024 (12 megapixels) of several megabytes, with
 * soft shapes and fine grain like a real scene, the same bytes every time. `orientation` sets its EXIF orientation
 * (6: taken with the phone upright, stored sideways).
 */
import sharp from 'sharp';
import { seededRandom } from '../../../bench/random';

const noise = (width: number, height: number, seed: number, spread: number, centre: number) => {
  const next = seededRandom(seed);
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.max(0, Math.min(255, Math.round(centre + (next() - 0.5) * spread)));
  return sharp(data, { raw: { width, height, channels: 3 } });
};

export async function phonePhoto({ width = 4032, height = 3024, orientation = 1, seed = 7 } = {}): Promise<Buffer> {
  const scene = await noise(96, 72, seed, 255, 128).resize(width, height, { kernel: 'cubic' }).blur(6).png().toBuffer();
  const grain = await noise(width, height, seed + 1, 60, 128).png().toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation })
    .toBuffer();
}
