/**
 * `npm run bench:build [-- options] [sizes...]`: how the build grows with the blog (docs/performance.md says what it
 * does and prints). Peak memory is the resident memory of the build and every process under it, summed, sampled every
 * 250 ms; where the time went comes from the build's own log lines.
 *
 * Options:
 *   --runs N            builds per size (cold and warm each), medians reported (default 1)
 *   --project DIR       measure another project instead (the reference points of docs/performance.md: an Astro
 *                       site, a bare Next.js export); it must build with `npm run build` and read its posts
 *                       (front matter: title, excerpt, category, date) from --posts
 *   --posts DIR         the posts folder inside the project (default content/posts)
 *   --json FILE         also write every run's figures to FILE
 *   --write-posts N DIR only write the N synthetic posts into DIR (replacing its .md files) and stop
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatTable } from '../tests/gates/results';
import { buildEnv, copyProject, runBuild, type BuildResult } from '../tests/support/project-copy';
import { seededRandom } from './random';
import { median, medianOf } from './median';

const { values: options, positionals } = parseArgs({
  options: { runs: { type: 'string' }, project: { type: 'string' }, posts: { type: 'string' }, json: { type: 'string' }, 'write-posts': { type: 'string' } },
  allowPositionals: true,
});
const runs = Number(options.runs ?? 1);
const project = options.project;
const postsFolder = options.posts ?? 'content/posts';
const jsonFile = options.json;
const writeOnly = options['write-posts'];
const sizes = positionals.filter((arg) => /^\d+$/.test(arg)).map(Number);
if (sizes.length === 0) sizes.push(2, 100, 1000);

const words = (
  'content strategy search assistant answer reader buyer brief page evidence expert clarity structure ' +
  'heading question service client team budget quarter launch campaign audience trust signal source ' +
  'update review draft editor publish measure result growth pipeline enquiry proposal website copy blog ' +
  'newsletter case study founder executive agency message value proof detail example outcome process ' +
  'practical simple clear specific useful honest careful modern steady focused consistent relevant ' +
  'write plan test learn improve share explain compare choose decide check refresh maintain optimise'
).split(' ');
const categories = ['AI & Search Strategy', 'Content Marketing', 'LinkedIn', 'Copywriting', 'Personal'];

function syntheticPost(index: number): string {
  const next = seededRandom(index + 1);
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

/** Replaces the posts in `dir` with `count` synthetic ones; returns their mean length in words. */
function writePosts(dir: string, count: number): number {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.md')) rmSync(join(dir, name));
  let totalWords = 0;
  for (let i = 0; i < count; i += 1) {
    const text = syntheticPost(i);
    totalWords += text.split(/\s+/).length;
    writeFileSync(join(dir, `synthetic-post-${i}.md`), text);
  }
  return count ? Math.round(totalWords / count) : 0;
}

interface Phases {
  /** Our steps before `next build` (scripts/commands/build.ts). */
  prebuild: number | null;
  compile: number | null;
  /** The type-check: ours, before `next build` (scripts/commands/build.ts), or Next's own inside `next build` (the bare Next floor has none). */
  typecheck: number | null;
  generation: number | null;
  /** Render time of the share images rendered, summed over the generation workers. */
  images: number | null;
  /** Our post-export steps (scripts/postbuild/postbuild.ts). */
  postExport: number | null;
}

interface Build {
  seconds: number;
  peakMiB: number;
  /** The processes at the peak, largest first (in the --json file). */
  peakProcesses: Array<{ command: string; MiB: number }>;
  /** 1-minute load average when the build started and when it ended. */
  load: [number, number];
  phases: Phases;
}

interface Run {
  posts: number;
  words: number;
  cold: Build;
  warm: Build;
}

/** A duration as Next prints it ('850ms', '3.2s', '1.4min') in seconds. */
const seconds = (text: string | undefined, unit: string | undefined) =>
  text === undefined ? null : Number(text) * (unit === 'ms' ? 0.001 : unit === 'min' ? 60 : 1);

/** Seconds from the first piece of output matching `from` to the first matching `to`; null unless both arrived. */
function between(timeline: BuildResult['timeline'], from: RegExp, to: RegExp): number | null {
  const start = timeline.find(({ text }) => from.test(text));
  const end = timeline.find(({ text }) => to.test(text));
  return start && end ? end.at - start.at : null;
}

/**
 * Where a build's time went, read from its output (Next's phase lines and our steps' own timings); null where it
 * prints none. With its workers in threads, Next prints no time for static generation: it is then the time from its
 * first progress line to the next phase's.
 */
function phasesOf({ output, timeline }: BuildResult): Phases {
  const clean = output.replace(/\x1b\[[\d;]*m/g, '');
  const compile = clean.match(/Compiled successfully in ([\d.]+)(ms|s|min)\b/);
  const typecheck = clean.match(/^type-check: .* \((\d+) (ms)\)$/m) ?? clean.match(/Finished TypeScript in ([\d.]+)(ms|s|min)\b/);
  // Next: "Generating static pages using 2 workers (154/154) in 30.1s"; Astro: "15 page(s) built in 2.38s".
  const generation =
    clean.match(/Generating static pages using \d+ workers? \(\d+\/\d+\) in ([\d.]+)(ms|s|min)\b/) ?? clean.match(/\d+ page\(s\) built in ([\d.]+)(ms|s|min)\b/);
  const stepTotal = (prefix: string) => {
    const steps = [...clean.matchAll(new RegExp(`^${prefix}: .* \\((\\d+) ms\\)$`, 'gm'))];
    return steps.length ? steps.reduce((sum, match) => sum + Number(match[1]) / 1000, 0) : null;
  };
  const images = [...clean.matchAll(/^\[og\] rendered \S+ in (\d+) ms/gm)];
  return {
    prebuild: stepTotal('prebuild'),
    compile: seconds(compile?.[1], compile?.[2]),
    typecheck: seconds(typecheck?.[1], typecheck?.[2]),
    generation: generation ? seconds(generation[1], generation[2]) : between(timeline, /Generating static pages using/, /Finalizing page optimization/),
    images: images.length ? images.reduce((sum, match) => sum + Number(match[1]) / 1000, 0) : null,
    postExport: stepTotal('postbuild'),
  };
}

async function build(dir: string, label: string): Promise<Build> {
  process.stdout.write(`  ${label}... `);
  const startLoad = loadavg()[0];
  const result = await runBuild(dir, buildEnv({ OG_DEBUG: '1' }));
  if (!result.ok) {
    console.error(`\n${label} build failed:\n${result.output.slice(-4000)}`);
    process.exit(1);
  }
  const load: [number, number] = [startLoad, loadavg()[0]];
  console.log(`${result.seconds.toFixed(1)} s, peak ${result.peakMiB} MiB, load ${load[0].toFixed(2)} -> ${load[1].toFixed(2)}`);
  const top = result.peakProcesses.slice(0, 4).map((p) => `${p.MiB} ${p.command.split(' ').slice(0, 3).join(' ').slice(0, 60)}`);
  console.log(`    at the peak: ${top.join('; ')}`);
  return { seconds: result.seconds, peakMiB: result.peakMiB, peakProcesses: result.peakProcesses, load, phases: phasesOf(result) };
}

async function measure(count: number, run: number): Promise<Run> {
  const copy = copyProject(`bench-${count}`, { from: project ? resolve(project) : undefined, posts: postsFolder });
  try {
    const words = writePosts(copy.postsDir, count);
    console.log(`${count} posts (~${words} words each), run ${run + 1} of ${runs}, in ${copy.dir}`);
    const cold = await build(copy.dir, 'cold build');
    writeFileSync(join(copy.postsDir, `synthetic-post-${count}.md`), syntheticPost(count));
    const warm = await build(copy.dir, 'one post added, warm rebuild');
    return { posts: count, words, cold, warm };
  } finally {
    copy.remove();
  }
}

/** The median of a phase over builds that report it; null when none does. */
const medianPhase = (builds: Build[], phase: keyof Phases) => medianOf(builds.map((b) => b.phases[phase]));

async function main() {
  if (writeOnly !== undefined) {
    const [dir] = positionals.filter((arg) => !/^\d+$/.test(arg));
    if (!dir) throw new Error('--write-posts N DIR: name the folder');
    console.log(`wrote ${writeOnly} posts (~${writePosts(resolve(dir), Number(writeOnly))} words each) to ${dir}`);
    return;
  }
  const all: Run[] = [];
  // Interleaved: each round builds every size once, so a change in the machine's load touches every size alike.
  for (let run = 0; run < runs; run += 1) for (const size of sizes) all.push(await measure(size, run));
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ project: project ?? '.', cores: cpus().length, runs: all }, null, 2)}\n`);

  const bySize = sizes.map((posts) => {
    const these = all.filter((run) => run.posts === posts);
    const builds = (kind: 'cold' | 'warm') => these.map((run) => run[kind]);
    return { posts, words: these[0].words, cold: builds('cold'), warm: builds('warm') };
  });
  const fixed = (value: number | null, digits = 1) => (value === null ? 'n/a' : value.toFixed(digits));
  const loads = (builds: Build[]) => builds.map((b) => b.load.map((l) => l.toFixed(1)).join('-')).join(' ');

  console.log(`\n${project ?? 'this site'}: medians of ${runs} run(s) per size, ${cpus().length} CPU cores; load: 1-minute load average at each build's start-end\n`);
  console.log(
    formatTable(
      ['posts', 'words/post', 'cold s', 'warm s (+1 post)', 'peak MiB cold', 'peak MiB warm', 'load, cold builds', 'load, warm builds'],
      bySize.map((row) => [
        String(row.posts),
        String(row.words),
        fixed(median(row.cold.map((b) => b.seconds))),
        fixed(median(row.warm.map((b) => b.seconds))),
        String(Math.round(median(row.cold.map((b) => b.peakMiB)))),
        String(Math.round(median(row.warm.map((b) => b.peakMiB)))),
        loads(row.cold),
        loads(row.warm),
      ]),
    ),
  );
  if (bySize.length > 1) {
    const [first, last] = [bySize[0], bySize[bySize.length - 1]];
    const perPost = (kind: 'cold' | 'warm') =>
      (((median(last[kind].map((b) => b.seconds)) - median(first[kind].map((b) => b.seconds))) * 1000) / (last.posts - first.posts)).toFixed(1);
    console.log(`\nms per added post, ${first.posts} -> ${last.posts} posts: cold ${perPost('cold')}, warm ${perPost('warm')}`);
    console.log(`fixed cost (cold build at ${first.posts} posts): ${fixed(median(first.cold.map((b) => b.seconds)))} s`);
  }
  console.log('\nWhere the time went, median seconds (n/a: the build prints no such line; images: share-image render time summed over workers)\n');
  console.log(
    formatTable(
      ['posts', 'build', 'total', 'before next build', 'compile', 'type-check', 'static generation', 'images', 'post-export'],
      bySize.flatMap((row) =>
        (['cold', 'warm'] as const).map((kind) => [
          String(row.posts),
          kind,
          fixed(median(row[kind].map((b) => b.seconds))),
          fixed(medianPhase(row[kind], 'prebuild')),
          fixed(medianPhase(row[kind], 'compile')),
          fixed(medianPhase(row[kind], 'typecheck')),
          fixed(medianPhase(row[kind], 'generation')),
          fixed(medianPhase(row[kind], 'images')),
          fixed(medianPhase(row[kind], 'postExport')),
        ]),
      ),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
