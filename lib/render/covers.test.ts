import { describe, expect, it } from 'vitest';
import { addressLine, allCovers, caseStudyCoverKey, besideTitle, phoneCoverLayout, phoneFill, sectionCoverLayout, sectionFill, coverLine, coverParts, coverRoom, houseColourOf, pageCoverLayout, pageFill, pageHeader, sampleCoverKey, showcasePieces, strayHouseColours, wrapLines } from './covers';
import { homeWork } from '@/lib/content/home';
import { portfolioCategories, portfolioHouseColours, seriesPieces } from '@/lib/content/portfolio';
import { getAllCaseStudies } from './case-studies';

describe('coverLine', () => {
  it('keeps a line that fits, and its first sentence when the whole does not', () => {
    expect(coverLine('Short and whole.', 'article')).toBe('Short and whole.');
    expect(coverLine('With a freehold you own the building and the land. With a leasehold you own the right to live there for a set time.', 'article')).toBe(
      'With a freehold you own the building and the land.',
    );
  });

  it('ends a long sentence at its longest opening thought (a colon) as a sentence, with no ellipsis', () => {
    const line = coverLine('Every chef who leaves takes thousands of pounds with them: recruitment, training, and the covers you lose while short-staffed.', 'article');
    expect(line).toBe('Every chef who leaves takes thousands of pounds with them.');
    expect(line.length).toBeLessThanOrEqual(coverRoom.article);
  });

  it('runs past a short first sentence to a clause, so the shape is not left mostly empty', () => {
    const line = coverLine('What is it? A forecast you update every month, so the next twelve months are always in view, not just the rest of this year and the next.', 'article');
    expect(line).toBe('What is it? A forecast you update every month, so the next twelve months are always in view…');
    expect(line.length).toBeLessThanOrEqual(coverRoom.article);
  });

  it('cuts a sentence with no clause at a word, never inside one', () => {
    const line = coverLine('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen', 'leaflet');
    expect(line.length).toBeLessThanOrEqual(coverRoom.leaflet);
    expect(line).toMatch(/^one two .* \w+…$/);
  });

  it('fits every cover the site draws in its shape', () => {
    for (const cover of allCovers()) expect(coverLine(cover.excerpt, cover.form).length, cover.title).toBeLessThanOrEqual(coverRoom[cover.form]);
  });
});

describe('the parts of a page cover', () => {
  it('shows the whole address while it fits the bar, else the host and a cut path, the host always whole', () => {
    expect(addressLine('https://www.kestrelanalytics.co.uk')).toBe('kestrelanalytics.co.uk');
    expect(addressLine('https://www.harbourhospice.org.uk/winter-appeal')).toBe('harbourhospice.org.uk/…');
    expect(addressLine('https://www.northvalecommunityhealth.org.uk/services/diabetes')).toBe('northvalecommunityhealth.org.uk');
  });

  it('sets the opening sentence as the headline and the rest, cut at a word, under it', () => {
    expect(coverParts('Your street, your say. Tell us where crossing the road feels unsafe.', 'page')).toEqual({ head: 'Your street, your say.', body: 'Tell us where crossing the road feels unsafe.' });
    const { head, body } = coverParts('Short head. ' + 'word '.repeat(40), 'page', 30);
    expect(head).toBe('Short head.');
    expect(body.length).toBeLessThanOrEqual(31);
    expect(body.endsWith('\u2026')).toBe(true);
  });

  it('draws a LinkedIn address as a post and a PDF as a leaflet', () => {
    const forms = new Map(allCovers().map((cover) => [cover.key, cover.form]));
    expect(forms.get('case-halden-ventures')).toBe('post');
    expect(forms.get('work-living-well-with-copd')).toBe('leaflet');
    expect(forms.get('work-campaign-director-profile-and-speaker-bio')).toBe('page');
  });
});

describe('covers of one row differ by the kind of piece', () => {
  it('draws a website in a browser, a service page as its hero, a landing page on a phone and a blog post as an article', () => {
    const forms = new Map(allCovers().map((cover) => [cover.kind, cover.form]));
    expect([forms.get('Website'), forms.get('Service Page'), forms.get('Service Content'), forms.get('Landing Page'), forms.get('Fundraiser Landing Page'), forms.get('Blog Post')]).toEqual(['page', 'section', 'section', 'phone', 'phone', 'article']);
  });

  it('fits every phone and service-page line the site draws in its screen or band', () => {
    for (const cover of allCovers().filter((candidate) => candidate.form === 'phone')) {
      const { line, size } = phoneCoverLayout(cover.excerpt);
      expect(wrapLines(line, Math.floor(phoneFill.width / (size * phoneFill.advance))).length * size * phoneFill.leading, cover.title).toBeLessThanOrEqual(phoneFill.height);
    }
    for (const cover of allCovers().filter((candidate) => candidate.form === 'section')) {
      const { band, headSize } = sectionCoverLayout(cover.excerpt);
      expect(band, cover.title).toBeLessThanOrEqual(600);
      expect(headSize, cover.title).toBeGreaterThanOrEqual(sectionFill.sizes[sectionFill.sizes.length - 1]);
    }
  });
});

describe('a cover never repeats the title printed under it', () => {
  it('leaves out a sentence of the excerpt that carries the title, keeping the rest', () => {
    expect(besideTitle('Cyber Essentials in 30 days. Most firms need far fewer changes than they fear.', 'Cyber Essentials in 30 Days')).toBe('Most firms need far fewer changes than they fear.');
    expect(besideTitle('Certified in 30 days, or we keep working for free.', 'Cyber Essentials in 30 Days')).toBe('Certified in 30 days, or we keep working for free.');
    // An excerpt that is the title alone keeps it: a cover has to draw something; the schema's hint asks for a line of the piece.
    expect(besideTitle('Cyber Essentials in 30 Days', 'Cyber Essentials in 30 Days')).toBe('Cyber Essentials in 30 Days');
  });

  it('draws no shipped cover whose words hold its title', () => {
    const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    for (const cover of allCovers()) expect(words(cover.excerpt).includes(words(cover.title)), cover.title).toBe(false);
  });
});

describe('a page cover fills its page', () => {
  it('sets the rest of the line whole under a headline sized to leave it room', () => {
    const layout = pageCoverLayout('Your fee earners bill by the hour. Every minute they spend waiting for IT is a minute you cannot invoice.');
    expect(layout.head).toBe('Your fee earners bill by the hour.');
    expect(layout.body).toBe('Every minute they spend waiting for IT is a minute you cannot invoice.');
  });

  it('fits every page cover the site draws within the page above its foot, under its client\'s header where it has one', () => {
    for (const cover of allCovers().filter((candidate) => candidate.form === 'page')) {
      const { head, body, headSize } = pageCoverLayout(cover.excerpt, Boolean(cover.house));
      const headLines = wrapLines(head, Math.floor(pageFill.width / (headSize * pageFill.headAdvance))).length;
      const bodyLines = body ? wrapLines(body, Math.floor(pageFill.width / (pageFill.body * pageFill.bodyAdvance))).length : 0;
      const height = headLines * headSize * pageFill.headLeading + (body ? pageFill.gap + bodyLines * pageFill.body * pageFill.bodyLeading : 0);
      expect(height, cover.title).toBeLessThanOrEqual(pageFill.height - (cover.house ? pageHeader.room : 0));
    }
  });
});

describe('the pieces beside the portfolio headline', () => {
  it('are never a piece a case study shows', () => {
    const shown = new Set(getAllCaseStudies().flatMap((study) => (study.url ? [study.url] : [])));
    for (const piece of showcasePieces()) expect(shown.has(piece.url), piece.title).toBe(false);
  });
});

describe('the clients\' house colours', () => {
  const houseColours = [{ site: 'harbourhospice.org.uk', colour: '#6B2C91' }];

  it('finds a piece\'s colour by the site its address is on, "www." and case aside, and none for another site or no address', () => {
    expect(houseColourOf('https://www.HarbourHospice.org.uk/winter-appeal', houseColours)).toBe('#6B2C91');
    expect(houseColourOf('https://harbourhospice.org.uk', houseColours)).toBe('#6B2C91');
    expect(houseColourOf('https://www.kestrelanalytics.co.uk', houseColours)).toBeUndefined();
    expect(houseColourOf(undefined, houseColours)).toBeUndefined();
  });

  it('refuses a colour for a site no work sample or case study links to, naming the file and the field', () => {
    const problems = strayHouseColours([...houseColours, { site: 'harbourhospice.org' }], ['https://www.harbourhospice.org.uk/winter-appeal', undefined]);
    expect(problems).toEqual([
      'content/portfolio.json: "houseColours.2.site" names "harbourhospice.org", a site no work sample or case study links to: use the site of one of their addresses (harbourhospice.org.uk), or remove the entry',
    ]);
  });

  it('draws every shipped client site in its own colour, each distinct', () => {
    const covers = allCovers();
    for (const entry of portfolioHouseColours) expect(covers.some((cover) => cover.house === entry.colour), entry.site).toBe(true);
    expect(new Set(portfolioHouseColours.map((entry) => entry.colour.toLowerCase())).size).toBe(portfolioHouseColours.length);
  });
});

describe('allCovers shown', () => {
  it('writes every sample’s and case study’s cover, and a series post’s where home names it', () => {
    const covers = new Map(allCovers().map((cover) => [cover.key, cover]));
    for (const category of portfolioCategories) for (const item of category.items) expect(covers.get(sampleCoverKey(item.title))?.shown, item.title).toBe(true);
    for (const post of seriesPieces) {
      const cover = covers.get(sampleCoverKey(post.title));
      expect(cover?.shown, post.title).toBe(homeWork.samples.some((item) => item.url === post.url));
      // Drawn as the feed shows it, under the name it went out under.
      expect(cover?.form).toBe('post');
      expect(cover?.author?.name).toBe(post.author?.name);
    }
    for (const study of getAllCaseStudies()) expect(covers.get(caseStudyCoverKey(study.slug))?.shown, study.file).toBe(true);
  });
});
