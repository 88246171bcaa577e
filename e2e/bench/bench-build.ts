/**
 * `npm run bench:build [sizes...]`: how the build grows with the blog. For each size (default 100 and
 * 1,000) it copies the project to a temp folder, replaces the posts with that many synthetic posts of
 * about 1,000 words (headings at three levels, lists, paragraphs), runs a cold `npm run build` and
 * prints build seconds, peak memory of the whole process tree, and the milliseconds each added post costs.
 * It also counts how often the posts folder was read (once per build process, never per page).
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { buildEnv, copyProject, runBuild } from '../support/project-copy';

const sizes = process.argv.slice(2).map(Number).filter((n) => n >= 0);
if (sizes.length === 0) sizes.push(100, 1000);

const words = (
  'content strategy search assistant answer reader buyer brief page evidence expert clarity structure ' +
  'heading question service client team budget quarter launch campaign audience trust signal source ' +
  'update review draft editor publish measure result growth pipeline enquiry proposal website copy blog ' +
  'newsletter case study founder executive agency message value proof detail example outcome process ' +
  'practical simple clear specific useful honest careful modern steady focused consistent relevant ' +
  'write plan test learn improve share explain compare choose decide check refresh maintain optimise'
).split(' ');
const categories = ['AI & Search Strategy', 'Content Marketing', 'LinkedIn', 'Copywriting', 'Personal'];

/** A small deterministic generator, so every run builds the same posts. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function syntheticPost(index: number): string {
  const next = random(index + 1);
  const pick = () => words[Math.floor(next() * words.length)];
  const phrase = (count: number) => Array.from({ length: count }, pick).join(' ');
  const sentence = () => {
    const text = phrase(8 + Math.floor(next() * 10));
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 4 + Math.floor(next() * 3) }, sentence).join(' ');
  const title = (count: number) => phrase(count).replace(/^./, (c) => c.toUpperCase());

  const body = [paragraph(), paragraph()];
  for (let section = 0; section < 4; section += 1) {
    body.push(`## ${title(4)}`, paragraph(), `### ${title(3)}`, paragraph());
    body.push(Array.from({ length: 4 }, () => `- ${sentence()}`).join('\n'));
    if (section % 2 === 0) body.push(`#### ${title(3)}`, paragraph());
  }
  const date = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  return [
    '---',
    `title: "${title(6)} ${index}"`,
    `excerpt: "${sentence()}"`,
    `category: "${categories[index % categories.length]}"`,
    `date: ${date}`,
    '---',
    '',
    body.join('\n\n'),
    '',
  ].join('\n');
}

interface Row {
  posts: number;
  seconds: number;
  peakMiB: number;
  reads: number;
  renders: number;
  words: number;
}

async function measure(count: number): Promise<Row> {
  const project = copyProject(`bench-${count}`);
  try {
    for (const name of readdirSync(project.postsDir)) rmSync(join(project.postsDir, name));
    let totalWords = 0;
    for (let i = 0; i < count; i += 1) {
      const text = syntheticPost(i);
      totalWords += text.split(/\s+/).length;
      writeFileSync(join(project.postsDir, `synthetic-post-${i}.md`), text);
    }
    process.stdout.write(`building ${count} posts (~${count ? Math.round(totalWords / count) : 0} words each)... `);
    const result = await runBuild(project.dir, buildEnv({ POSTS_DEBUG: '1' }));
    if (!result.ok) {
      console.error(`\nbuild failed:\n${result.output.slice(-4000)}`);
      process.exit(1);
    }
    const reads = result.output.match(/\[posts pid \d+\] read \d+ posts/g)?.length ?? 0;
    const renders = result.output.match(/\[posts pid \d+\] rendered /g)?.length ?? 0;
    console.log(`${result.seconds.toFixed(1)} s`);
    // Where the time went: Next's own phase timings and the post-build steps.
    const phases = result.output.split('\n').filter((line) => / in [\d.]+m?s\b|^postbuild: /.test(line));
    for (const line of phases) console.log(`  ${line.replace(/\x1b\[[\d;]*m/g, '').trim()}`);
    return { posts: count, seconds: result.seconds, peakMiB: result.peakMiB, reads, renders, words: count ? Math.round(totalWords / count) : 0 };
  } finally {
    project.remove();
  }
}

async function main() {
  const rows: Row[] = [];
  for (const size of sizes) rows.push(await measure(size));

  console.log(`\nCold builds (prebuild + next build + postbuild), ${cpus().length} CPU cores (shared machines vary run to run)\n`);
  console.log('posts  words/post  build s  peak MiB  folder reads  bodies rendered  ms per added post');
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    const perPost = previous && row.posts !== previous.posts ? (((row.seconds - previous.seconds) * 1000) / (row.posts - previous.posts)).toFixed(1) : '';
    console.log(
      `${String(row.posts).padStart(5)}${String(row.words).padStart(12)}${row.seconds.toFixed(1).padStart(9)}${String(row.peakMiB).padStart(10)}${String(row.reads).padStart(14)}${String(row.renders).padStart(17)}${perPost.padStart(19)}`,
    );
  });
  console.log('\nfolder reads: build processes that read and parsed content/posts (each once); bodies rendered: markdown bodies turned into HTML.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
