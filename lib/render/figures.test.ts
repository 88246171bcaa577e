import { describe, expect, it } from 'vitest';
import { ampersandPhrases, figureRuns, hyphenatedRuns, lastWords, pounds } from './figures';

const kept = (text: string) => figureRuns(text).filter((run) => run.keep).map((run) => run.text);

describe('figureRuns', () => {
  it('keeps a ranged figure with its unit and the next word', () => {
    expect(kept('Overflow writing for agencies, with 2-48hr turnarounds')).toEqual(['2-48hr turnarounds']);
    expect(kept('3-5 posts per week, written in your voice')).toEqual(['3-5 posts']);
  });

  it('keeps signed figures with their unit', () => {
    expect(kept('10+ sectors and 50+ industries, 100% on time')).toEqual(['10+ sectors', '50+ industries', '100% on']);
    expect(kept('£148k raised against a £95k target')).toEqual(['£148k raised', '£95k target']);
  });

  it('gives back the text whole, in order', () => {
    const text = 'Within 24 hours, 2-48hr turnarounds and a 30-minute call.';
    expect(figureRuns(text).map((run) => run.text).join('')).toBe(text);
  });

  it('keeps an ampersand with the word before it, so no line opens on it', () => {
    expect(kept('Agency Overflow & White-Label Writing')).toEqual(['Overflow &']);
    const text = 'Senior Content Strategist & LinkedIn Ghostwriter, 3-5 posts & more';
    expect(kept(text)).toEqual(['Strategist &', '3-5 posts']);
    expect(figureRuns(text).map((run) => run.text).join('')).toBe(text);
  });

  it('leaves text without figures as one run', () => {
    expect(figureRuns('Clarity beats cleverness')).toEqual([{ text: 'Clarity beats cleverness', keep: false }]);
  });
});

it('lastWords splits off the last two words, so a lede can end on two', () => {
  expect(lastWords('and show up when AI assistants decide who to recommend.')).toEqual({ before: 'and show up when AI assistants decide who ', words: 'to recommend.' });
});

it('lastWords has nothing to split in a single word', () => {
  expect(lastWords('Hello.')).toBeUndefined();
});

describe('hyphenatedRuns', () => {
  const keptWords = (text: string) => hyphenatedRuns(figureRuns(text)).filter((run) => run.keep).map((run) => run.text);

  it('keeps hyphenated words whole beside the figures, and gives back the text whole', () => {
    expect(keptWords('On-page SEO: meta titles and page-structure work')).toEqual(['On-page', 'page-structure']);
    expect(keptWords('2-48hr turnarounds on agreed briefs, clicks-at-any-cost.')).toEqual(['2-48hr turnarounds', 'clicks-at-any-cost.']);
    const text = 'A 90-day roadmap, written in-house';
    expect(hyphenatedRuns(figureRuns(text)).map((run) => run.text).join('')).toBe(text);
  });
});

it('writes sums in whole pounds as a price is written', () => {
  expect(pounds(3500)).toBe('£3,500');
  expect(pounds(400)).toBe('£400');
  expect(pounds(20000)).toBe('£20,000');
});

it('keeps a range of sums whole, with the word after it', () => {
  expect(kept('Most projects cost £5,000–£20,000 in all')).toEqual(['£5,000–£20,000 in']);
});

describe('ampersandPhrases', () => {
  it('cuts a kicker after each ampersand', () => {
    expect(ampersandPhrases('Senior Content Strategist & LinkedIn Ghostwriter')).toEqual(['Senior Content Strategist &', 'LinkedIn Ghostwriter']);
    expect(ampersandPhrases('Writer & editor & strategist')).toEqual(['Writer &', 'editor &', 'strategist']);
  });
  it('leaves a line without an ampersand, or with a phrase too long to hold, to wrap as usual', () => {
    expect(ampersandPhrases('Start the conversation')).toBeUndefined();
    expect(ampersandPhrases('A very long phrase that could never fit one phone line & more')).toBeUndefined();
  });
});
