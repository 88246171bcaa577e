import { describe, expect, it } from 'vitest';
import { emptyEnquiry, isBlank, type Enquiry } from './enquiry';
import { draftKey, draftLifetimeMs, forgetDraft, loadDraft, parseDraft, saveDraft, serialiseDraft } from './enquiry-draft';

const draft: Enquiry = {
  ...emptyEnquiry,
  name: 'Tom Reid',
  services: ['Blog strategy', 'Not sure yet'],
  timeline: 'this-month',
  project: 'Two posts a month.',
};

describe('enquiry draft', () => {
  it('round-trips a draft', () => {
    expect(parseDraft(serialiseDraft(draft))).toEqual(draft);
  });

  it('keeps nothing for a blank form', () => {
    expect(isBlank(emptyEnquiry)).toBe(true);
    expect(serialiseDraft(emptyEnquiry)).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it('ignores malformed or unknown stored values', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('[1,2]')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    const stored = (enquiry: unknown) => JSON.stringify({ savedAt: Date.now(), enquiry });
    expect(parseDraft(stored({ name: 42, services: ['Hacking', 'Blog strategy'], timeline: 'yesterday' }))).toEqual({
      ...emptyEnquiry,
      services: ['Blog strategy'],
    });
  });
});

describe('draft lifetime', () => {
  const saved = Date.UTC(2026, 0, 1);
  const text = serialiseDraft(draft, saved);

  it('is kept for seven days and forgotten after', () => {
    expect(draftLifetimeMs).toBe(7 * 24 * 60 * 60 * 1000);
    expect(parseDraft(text, saved + draftLifetimeMs)).toEqual(draft);
    expect(parseDraft(text, saved + draftLifetimeMs + 1)).toBeNull();
  });

  it('is not trusted when dated in the future, undated, or stored in the old undated shape', () => {
    expect(parseDraft(text, saved - 1)).toBeNull();
    expect(parseDraft(JSON.stringify({ enquiry: draft }))).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: 'yesterday', enquiry: draft }))).toBeNull();
    expect(parseDraft(JSON.stringify(draft))).toBeNull();
  });
});

describe('draft storage', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it('saves, loads and clears the draft', () => {
    const storage = memory();
    saveDraft(draft, storage);
    expect(storage.items.get(draftKey)).toBeDefined();
    expect(loadDraft(storage)).toEqual(draft);
    saveDraft(emptyEnquiry, storage);
    expect(storage.items.size).toBe(0);
    expect(loadDraft(storage)).toBeNull();
  });

  it('forgets an expired draft when it meets one, and on request', () => {
    const storage = memory();
    const saved = Date.UTC(2026, 0, 1);
    saveDraft(draft, storage, saved);
    expect(loadDraft(storage, saved + draftLifetimeMs + 1)).toBeNull();
    expect(storage.items.size).toBe(0);
    saveDraft(draft, storage);
    forgetDraft(storage);
    expect(storage.items.size).toBe(0);
  });

  it('carries on when storage is missing or throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(loadDraft(broken)).toBeNull();
    expect(() => saveDraft(draft, broken)).not.toThrow();
    expect(() => forgetDraft({ ...broken, removeItem: () => { throw new Error('blocked'); } })).not.toThrow();
    expect(loadDraft(undefined)).toBeNull();
  });
});
