import { describe, expect, it } from 'vitest';
import { figureRuns, lastWords } from './figures';

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
