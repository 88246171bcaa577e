import { describe, expect, it } from 'vitest';
import { clientPieces, homeWorkLine } from './work-line';

const study = { excerpt: 'The line on the case study and its cover.', url: 'https://www.client.example/blog/piece', sector: 'B2B software' };
const sample = (url: string, excerpt: string, type = 'Blog Post') => ({ title: excerpt, url, excerpt, type, sample: true, showcase: false });

describe('homeWorkLine', () => {
  it('takes the portfolio line of the same piece, with its address and type', () => {
    const samples = [sample('https://www.client.example/', 'The home page line.', 'Website'), sample('https://www.client.example/blog/piece', 'Another line of the same piece.')];
    expect(homeWorkLine(study, samples)).toEqual({ excerpt: 'Another line of the same piece.', url: 'https://www.client.example/blog/piece', kind: 'Blog Post' });
  });

  it('falls back to a piece on the same site, then to the study’s own line', () => {
    const sameSite = [sample('https://elsewhere.example/', 'Not this client.'), sample('https://client.example/about', 'A line from the client’s site.', 'Website')];
    expect(homeWorkLine(study, sameSite).excerpt).toBe('A line from the client’s site.');
    expect(homeWorkLine(study, [sample('https://elsewhere.example/', 'Not this client.')])).toEqual({ excerpt: study.excerpt, url: study.url, kind: study.sector });
  });

  it('never picks the line the study already shows, and keeps the study’s line when it has no address', () => {
    expect(homeWorkLine(study, [sample(study.url, study.excerpt)]).excerpt).toBe(study.excerpt);
    expect(homeWorkLine({ ...study, url: undefined }, [sample(study.url, 'Another line.')]).excerpt).toBe(study.excerpt);
  });
});

describe('clientPieces', () => {
  it('takes every sample on the site of the study’s address, in the portfolio’s order, whatever its page', () => {
    const samples = [
      sample('https://www.client.example/', 'The home page line.', 'Website'),
      sample('https://elsewhere.example/client.example', 'Another client.'),
      sample('https://client.example/leaflet.pdf', 'The leaflet line.', 'Leaflet'),
      sample('https://shop.client.example/', 'A subdomain is another site.'),
    ];
    expect(clientPieces(study, samples).map((item) => item.excerpt)).toEqual(['The home page line.', 'The leaflet line.']);
  });

  it('leaves out a piece whose line is the study’s own (its hero sets that line large)', () => {
    expect(clientPieces(study, [sample(study.url, study.excerpt), sample(study.url, 'Another line of the same piece.')]).map((item) => item.excerpt)).toEqual(['Another line of the same piece.']);
  });

  it('leaves out a piece that repeats the study’s line however it is punctuated, or opens with its first sentence', () => {
    const own = { ...study, excerpt: 'Dad wanted to be at home at the end. For eleven nights a nurse sat with him.' };
    const samples = [
      sample(study.url, '“Dad wanted to be at home at the end.” For eleven nights a nurse sat with him'),
      sample(study.url, 'Dad wanted to be at home at the end. A different second sentence.'),
      sample(study.url, '£30 pays for an hour of night nursing.'),
    ];
    expect(clientPieces(own, samples).map((item) => item.excerpt)).toEqual(['£30 pays for an hour of night nursing.']);
  });

  it('finds nothing for a study without an address, or whose site the portfolio holds nothing from', () => {
    expect(clientPieces({ ...study, url: undefined }, [sample(study.url, 'A line.')])).toEqual([]);
    expect(clientPieces(study, [sample('https://elsewhere.example/', 'Not this client.')])).toEqual([]);
  });
});
