/**
 * Before `next build`: writes content/diagrams/ to public/diagrams/ with the faces their text uses embedded as data:
 * URIs, since an SVG shown as an image cannot load fonts. A label under 14 px in the phone's post column stops the build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import subsetFont from 'subset-font';
import { faces } from './subset-font';

export const diagramSource = 'content/diagrams';
export const diagramDir = 'public/diagrams';

/** The post column on a 375 px phone, and the least size a label may be drawn at in it. */
const phoneColumn = 335;
const phoneLabel = 14;

/** The family names a diagram may ask for, and the variable file each is cut from. */
const families: Record<string, string> = { Inter: faces.inter.source, Fraunces: faces.fraunces.source };

interface Rule {
  family?: string;
  weight?: number;
  size?: number;
}

/** `text { … }` and `.class { … }` rules: the first family named, the weight and the size in px. */
function readRules(css: string): Map<string, Rule> {
  const rules = new Map<string, Rule>();
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const value = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body)?.[1].trim();
    const family = value('font-family')?.split(',')[0].trim().replace(/^["']|["']$/g, '');
    const weightText = value('font-weight');
    const weight = weightText === 'bold' ? 700 : weightText === 'normal' ? 400 : weightText ? Number(weightText) : undefined;
    const size = value('font-size') ? parseFloat(value('font-size')!) : undefined;
    for (const selector of selectors.split(',')) rules.set(selector.trim(), { family, weight, size });
  }
  return rules;
}

interface Label {
  classes: string[];
  text: string;
}

/** The `<style>` text and every `<text>` element's classes and characters. */
function readDiagram(svg: string): { css: string; labels: Label[] } {
  let css = '';
  const labels: Label[] = [];
  const open: Label[] = [];
  let inStyle = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'style') inStyle = true;
        if (name === 'text') open.push({ classes: (attribs.class ?? '').split(/\s+/).filter(Boolean), text: '' });
      },
      ontext(text) {
        if (inStyle) css += text;
        if (open.length) open[open.length - 1].text += text;
      },
      onclosetag(name) {
        if (name === 'style') inStyle = false;
        if (name === 'text') labels.push(open.pop()!);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(svg);
  return { css, labels };
}

/** The characters each family draws in this diagram, and the weights it draws them at. */
function usage(file: string, svg: string) {
  const { css, labels } = readDiagram(svg);
  const rules = readRules(css);
  const width = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)?.[1] ?? /width="([\d.]+)"/.exec(svg)?.[1]);
  const used = new Map<string, { characters: Set<string>; weights: Set<number> }>();
  for (const label of labels) {
    const rule = label.classes.reduce<Rule>((merged, name) => {
      const own = rules.get(`.${name}`) ?? {};
      return { family: own.family ?? merged.family, weight: own.weight ?? merged.weight, size: own.size ?? merged.size };
    }, rules.get('text') ?? {});
    const size = rule.size ?? 16;
    if (width && (size * phoneColumn) / width < phoneLabel) {
      throw new Error(`${file}: "${label.text.trim()}" is ${size}px in a ${width}px-wide drawing, under ${phoneLabel}px on a phone (at least ${Math.ceil((phoneLabel * width) / phoneColumn)}px)`);
    }
    if (!rule.family || !(rule.family in families)) continue;
    const entry = used.get(rule.family) ?? { characters: new Set(), weights: new Set() };
    for (const character of label.text) if (character.trim()) entry.characters.add(character);
    entry.weights.add(rule.weight ?? 400);
    used.set(rule.family, entry);
  }
  return used;
}

/** One `@font-face` per family the labels use, its weight axis cut to the weights they name. */
async function fontFaces(file: string, svg: string): Promise<string> {
  const rules: string[] = [];
  for (const [family, { characters, weights }] of usage(file, svg)) {
    const min = Math.min(...weights);
    const max = Math.max(...weights);
    const font = await subsetFont(readFileSync(families[family]), [...characters].join(''), {
      targetFormat: 'woff2',
      variationAxes: { wght: min === max ? min : { min, max } },
    });
    rules.push(`@font-face{font-family:${family};font-weight:${min === max ? min : `${min} ${max}`};src:url(data:font/woff2;base64,${font.toString('base64')}) format("woff2")}`);
  }
  return rules.join('');
}

/** Writes every diagram with its faces into public/diagrams/ unless the copies there are up to date. */
export async function writeDiagrams(): Promise<boolean> {
  const names = existsSync(diagramSource) ? readdirSync(diagramSource).filter((name) => name.endsWith('.svg')).sort() : [];
  const hash = createHash('sha256');
  for (const family of Object.values(families)) hash.update(readFileSync(family));
  for (const name of names) hash.update(name).update(readFileSync(join(diagramSource, name)));
  const key = hash.update(String(phoneColumn)).digest('hex');
  const keyFile = join(diagramDir, '.key');
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  rmSync(diagramDir, { recursive: true, force: true });
  mkdirSync(diagramDir, { recursive: true });
  for (const name of names) {
    const file = join(diagramSource, name);
    const svg = readFileSync(file, 'utf8');
    if (!/<style>/.test(svg)) throw new Error(`${file}: the labels' faces and sizes belong in one <style> element (text { … } and .class { … } rules)`);
    writeFileSync(join(diagramDir, name), svg.replace('<style>', `<style>${await fontFaces(file, svg)}`));
  }
  writeFileSync(keyFile, key);
  return true;
}
