import { describe, expect, it } from 'vitest';
import { site } from '@/lib/content/site';
import { absoluteLinks, buildMarkdownTwin, twinPath } from './markdown-twin';

describe('markdown twins', () => {
  it('make site-relative links, images, definitions and raw-HTML addresses absolute, and nothing else', () => {
    const body = [
      'See [the contact page](/contact) and [an outside page](https://example.com/x).',
      '',
      '![A chart](/images/blog/chart.svg)',
      '',
      '[ref]: /services#linkedin-ghostwriting',
      '',
      '<figure><img src="/images/blog/a.svg" alt="A"></figure>',
      '',
      '```',
      '[code](/stays-as-written)',
      '```',
      '',
      'Cited.[^1]',
      '',
      '[^1]: A [source on the site](/about).',
    ].join('\n');
    const result = absoluteLinks(body);
    expect(result).toContain(`[the contact page](${site.url}/contact)`);
    expect(result).toContain('[an outside page](https://example.com/x)');
    expect(result).toContain(`![A chart](${site.url}/images/blog/chart.svg)`);
    expect(result).toContain(`[ref]: ${site.url}/services#linkedin-ghostwriting`);
    expect(result).toContain(`<img src="${site.url}/images/blog/a.svg" alt="A">`);
    expect(result).toContain('[code](/stays-as-written)');
    expect(result).toContain(`[^1]: A [source on the site](${site.url}/about).`);
  });

  it('make each way of writing a site address absolute, one address at a time', () => {
    for (const written of ['[a](/x)', '[a]( /x)', '[a](</x>)', '[a]:/x', '[a]:\n  /x', '<a href="/x">a</a>', "<img src='/x'>"]) {
      expect(absoluteLinks(`Prose and/or more prose.\n\n${written}\n`), written).toContain(`${site.url}/x`);
    }
    const prose = 'No site address here, only and/or prose, 1/2 a sentence and https://example.com/x.';
    expect(absoluteLinks(prose)).toBe(prose);
  });

  it('put the title, summary, dates and author before the body', () => {
    const twin = buildMarkdownTwin({
      title: 'A post',
      summary: 'The answer\nin brief.',
      path: '/blog/a-post',
      published: '2025-01-14',
      updated: '2025-03-02',
      body: '\nFirst paragraph with [a link](/contact).\n',
    });
    expect(twin).toBe(
      [
        '# A post',
        '',
        '> The answer in brief.',
        '',
        'Published: 2025-01-14  ',
        'Updated: 2025-03-02  ',
        `Author: ${site.owner}, ${site.role} (${site.url}/about)  `,
        `Web page: ${site.url}/blog/a-post`,
        '',
        `First paragraph with [a link](${site.url}/contact).`,
        '',
      ].join('\n'),
    );
    expect(twinPath('/blog/a-post')).toBe('/blog/a-post.md');
  });
});
