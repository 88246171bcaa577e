/**
 * `npm run bench:build [sizes...]`: how the build grows with the blog. For each size (default 100 and
 * 1,000) it copies the project to a temp folder, replaces the posts with that many synthetic posts of
 * about 1,000 words (headings at three levels, lists, paragraphs), runs a cold `npm run build` (no
 * caches), then adds one post and builds again with the caches that build left (the rebuild an owner
 * waits for after writing a post). It prints cold and warm seconds, peak memory of the whole process
 * tree, the milliseconds each added post costs (between sizes), and where the time went: Next's
 * compile, type-check and static generation (pages and share images), the steps before and after.
 * It also counts how often the posts folder was read (once per build process, never per page).
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { formatTable } from '../gates/results';
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

interface Phases {
  compile: number | null;
  typecheck: number | null;
  generation: number | null;
  images: number;
  prebuild: number;
  postExport: number;
}

interface Row {
  posts: number;
  seconds: number;
  warmSeconds: number;
  peakMiB: number;
  reads: number;
  renders: number;
  words: number;
  cold: Phases;
  warm: Phases;
}

/** A duration as Next prints it ('850ms', '3.2s', '1.4min') in seconds. */
const seconds = (text: string | undefined, unit: string | undefined) =>
  text === undefined ? null : Number(text) * (unit === 'ms' ? 0.001 : unit === 'min' ? 60 : 1);

/** Where a build's time went, read from its output (Next's phase lines and our steps' own timings). */
function phasesOf(output: string): Phases {
  const clean = output.replace(/\x1b\[[\d;]*m/g, '');
  const compile = clean.match(/Compiled successfully in ([\d.]+)(ms|s|min)\b/);
  const typecheck = clean.match(/Finished TypeScript in ([\d.]+)(ms|s|min)\b/);
  const generation = clean.match(/Generating static pages using \d+ workers? \(\d+\/\d+\) in ([\d.]+)(ms|s|min)\b/);
  const stepTotal = (prefix: string) => [...clean.matchAll(new RegExp(`^${prefix}: .* \\((\\d+) ms\\)$`, 'gm'))].reduce((sum, match) => sum + Number(match[1]) / 1000, 0);
  const images = [...clean.matchAll(/^\[og\] rendered \S+ in (\d+) ms/gm)].reduce((sum, match) => sum + Number(match[1]) / 1000, 0);
  return {
    compile: seconds(compile?.[1], compile?.[2]),
    // Skipped inside the build: `npm run typecheck` is its own step of npm test and CI.
    typecheck: typecheck ? seconds(typecheck[1], typecheck[2]) : clean.includes('Skipping validation of types') ? 0 : null,
    generation: seconds(generation?.[1], generation?.[2]),
    images,
    prebuild: stepTotal('prebuild'),
    postExport: stepTotal('postbuild'),
  };
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
    const result = await runBuild(project.dir, buildEnv({ POSTS_DEBUG: '1', OG_DEBUG: '1' }));
    if (!result.ok) {
      console.error(`\nbuild failed:\n${result.output.slice(-4000)}`);
      process.exit(1);
    }
    const reads = result.output.match(/\[posts pid \d+\] read \d+ posts/g)?.length ?? 0;
    const renders = result.output.match(/\[posts pid \d+\] rendered /g)?.length ?? 0;
    console.log(`${result.seconds.toFixed(1)} s`);

    writeFileSync(join(project.postsDir, `synthetic-post-${count}.md`), syntheticPost(count));
    process.stdout.write(`  one post added, rebuilding with warm caches... `);
    const warm = await runBuild(project.dir, buildEnv({ POSTS_DEBUG: '1', OG_DEBUG: '1' }));
    if (!warm.ok) {
      console.error(`\nwarm build failed:\n${warm.output.slice(-4000)}`);
      process.exit(1);
    }
    console.log(`${warm.seconds.toFixed(1)} s`);
    return {
      posts: count,
      seconds: result.seconds,
      warmSeconds: warm.seconds,
      peakMiB: Math.max(result.peakMiB, warm.peakMiB),
      reads,
      renders,
      words: count ? Math.round(totalWords / count) : 0,
      cold: phasesOf(result.output),
      warm: phasesOf(warm.output),
    };
  } finally {
    project.remove();
  }
}

async function main() {
  const rows: Row[] = [];
  for (const size of sizes) rows.push(await measure(size));

  console.log(`\nBuilds (npm run build: steps before, next build, post-export steps), ${cpus().length} CPU cores, load average ${loadavg()[0].toFixed(2)} now (shared machines vary run to run)\n`);
  const fixed = (value: number | null) => (value === null ? 'n/a' : value.toFixed(1));
  console.log(
    formatTable(
      ['posts', 'words/post', 'cold s', 'warm s (+1 post)', 'ms per added post', 'peak MiB', 'folder reads', 'bodies rendered'],
      rows.map((row, index) => {
        const previous = rows[index - 1];
        const perPost = previous && row.posts !== previous.posts ? (((row.seconds - previous.seconds) * 1000) / (row.posts - previous.posts)).toFixed(1) : '';
        return [String(row.posts), String(row.words), row.seconds.toFixed(1), row.warmSeconds.toFixed(1), perPost, String(row.peakMiB), String(row.reads), String(row.renders)];
      }),
    ),
  );
  console.log('\nWhere the time went, seconds (compile, type-check and generation as Next reports them; images: render time of the share images rendered, summed over the generation workers)\n');
  console.log(
    formatTable(
      ['posts', 'build', 'total s', 'before', 'compile', 'type-check', 'generation', 'images', 'post-export'],
      rows.flatMap((row) =>
        (['cold', 'warm'] as const).map((kind) => {
          const p = row[kind];
          return [String(row.posts), kind, (kind === 'cold' ? row.seconds : row.warmSeconds).toFixed(1), fixed(p.prebuild), fixed(p.compile), fixed(p.typecheck), fixed(p.generation), fixed(p.images), fixed(p.postExport)];
        }),
      ),
    ),
  );
  console.log('\nfolder reads: build processes that read and parsed content/posts (each once); bodies rendered: markdown bodies turned into HTML.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
