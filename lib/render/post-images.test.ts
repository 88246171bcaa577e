import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePostImages } from '../../scripts/prebuild/post-images';
import { markdownToHtml } from './markdown';
import { MAX_IMAGE_BYTES, postColumnPx, postImageSizes, readPostImage, variantWidths } from './post-images';

const home = process.cwd();

it('the images are sized for the post column the stylesheet sets', () => {
  expect(readFileSync(join(home, 'app/globals.css'), 'utf8')).toContain(`--container-post: ${postColumnPx / 16}rem;`);
});

let dir: string;

const jpeg = (width: number, height: number, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().withMetadata({ orientation }).toBuffer();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'post-images-'));
  process.chdir(dir);
  mkdirSync('public/images/blog', { recursive: true });
  writeFileSync('public/images/blog/photo.jpg', await jpeg(2000, 1500));
  writeFileSync('public/images/blog/upright.jpg', await jpeg(1200, 900, 6));
  writeFileSync('public/images/blog/small.png', await sharp({ create: { width: 600, height: 300, channels: 4, background: '#0f766e' } }).png().toBuffer());
  writeFileSync('public/images/blog/chart.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200"/></svg>');
  writeFileSync('public/images/blog/corrupt.jpg', 'not a picture at all');
  const whole = await jpeg(1200, 900);
  writeFileSync('public/images/blog/cut-short.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
  writeFileSync('public/images/blog/huge.jpg', '');
  truncateSync('public/images/blog/huge.jpg', MAX_IMAGE_BYTES + 1);
});

afterAll(() => {
  process.chdir(home);
  rmSync(dir, { recursive: true, force: true });
});

const render = (body: string) => markdownToHtml(body, 'content/posts/a.md', 5);

describe('images in a post', () => {
  it('turns a photo into a picture of AVIF and WebP sizes, the original as a sized img; only the first loads at once', () => {
    const { html, images } = render('![A desk by a window](/images/blog/photo.jpg)\n\nText.\n\n![The same desk at night](/images/blog/photo.jpg)\n');
    expect(images.map((image) => [image.src, image.width, image.height])).toEqual([
      ['/images/blog/photo.jpg', 2000, 1500],
      ['/images/blog/photo.jpg', 2000, 1500],
    ]);
    const [first, second] = html.match(/<picture>.*?<\/picture>/g)!;
    const srcset = (format: string) => [400, 592, 800, 1184].map((width) => `/media/images/blog/photo-jpg-${width}.${format} ${width}w`).join(', ');
    expect(first).toBe(
      `<picture><source type="image/avif" srcset="${srcset('avif')}" sizes="${postImageSizes}" />` +
        `<source type="image/webp" srcset="${srcset('webp')}" sizes="${postImageSizes}" />` +
        '<img src="/images/blog/photo.jpg" alt="A desk by a window" width="2000" height="1500" loading="eager" decoding="async" /></picture>',
    );
    expect(second).toContain('loading="lazy"');
  });

  it('gives a phone photo taken upright its upright size, and never writes a size wider than the file', () => {
    expect(readPostImage('/images/blog/upright.jpg')).toMatchObject({ width: 900, height: 1200, widths: [400, 592, 800, 900] });
    expect(readPostImage('/images/blog/small.png').widths).toEqual([400, 592, 600]);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(4032)).toEqual([400, 592, 800, 1184]);
  });

  it('keeps an SVG a plain img, with the size written on it or else its own', () => {
    expect(render('<figure><img src="/images/blog/chart.svg" alt="A chart" width="150" height="100"></figure>').html).toContain(
      '<img src="/images/blog/chart.svg" alt="A chart" width="150" height="100" loading="eager" decoding="async" />',
    );
    expect(render('![A chart](/images/blog/chart.svg)').html).toContain('width="300" height="200"');
  });

  it.each([
    ['a missing file', '![A desk](/images/blog/gone.jpg)', /content\/posts\/a\.md:5: the image "\/images\/blog\/gone\.jpg" does not exist \(no file public\/images\/blog\/gone\.jpg\)/],
    ['a corrupt file', '![A desk](/images/blog/corrupt.jpg)', /content\/posts\/a\.md:5: the image "\/images\/blog\/corrupt\.jpg" cannot be read .*damaged/],
    ['a file over 20 MB', 'Text.\n\n![A desk](/images/blog/huge.jpg)', /content\/posts\/a\.md:7: the image "\/images\/blog\/huge\.jpg" is 20\.0 MB, more than the 20\.0 MB/],
    ['an image without a description', '![](/images/blog/photo.jpg)', /content\/posts\/a\.md:5: the image "\/images\/blog\/photo\.jpg" has no description/],
    ['an img without alt', '<img src="/images/blog/photo.jpg">', /content\/posts\/a\.md:5: the image .* has no description/],
    ['an image from another site', '![A desk](https://example.com/desk.jpg)', /the image "https:\/\/example\.com\/desk\.jpg" is not a file of the site/],
    ['a HEIC photo', '![A desk](/images/blog/desk.heic)', /is HEIC, which browsers cannot show/],
    ['a picture written by hand', '<picture><img src="/images/blog/photo.jpg" alt="A desk"></picture>', /a <picture> is made by the build/],
  ])('refuses %s, naming the file and line', (_, body, message) => {
    expect(() => render(body)).toThrow(message);
  });
});

// Eight AVIF and WebP encodes: 60 s bounds a busy machine, it times nothing.
it('writePostImages writes each size as AVIF and WebP into public/media, and names the post of a file it cannot decode', async () => {
  const uses = [
    { image: readPostImage('/images/blog/photo.jpg'), shownIn: 'content/posts/a.md' },
    { image: readPostImage('/images/blog/cut-short.jpg'), shownIn: 'content/posts/b.md' },
  ];
  const problems = await writePostImages(uses);
  expect(problems).toEqual([expect.stringMatching(/^content\/posts\/b\.md: the image "\/images\/blog\/cut-short\.jpg" cannot be decoded \(public\/images\/blog\/cut-short\.jpg: .*\): the file is damaged/)]);
  for (const width of [400, 592, 800, 1184]) {
    const avif = await sharp(`public/media/images/blog/photo-jpg-${width}.avif`).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', width, Math.round((width * 3) / 4)]);
    expect(existsSync(`public/media/images/blog/photo-jpg-${width}.webp`)).toBe(true);
  }
}, 60_000);
