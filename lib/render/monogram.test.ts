import { describe, expect, it } from 'vitest';
import { monogramSvg } from './monogram';

describe('the favicon', () => {
  it('draws each initial as a glyph outline on the accent, with no text for a browser to set', async () => {
    const svg = await monogramSvg('HM');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).not.toContain('<text');
  });

  it('refuses initials the face cannot draw, naming the file and field', async () => {
    await expect(monogramSvg('字')).rejects.toThrow('content/site.json: monogram');
  });
});
