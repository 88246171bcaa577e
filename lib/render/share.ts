/** Share addresses for a post; each opens in a 600 x 400 popup (lib/browser/share.ts) or a new tab. */

export const SHARE_POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';

export interface ShareLink {
  network: 'twitter' | 'linkedin' | 'facebook';
  label: string;
  href: string;
}

/** `url` is the post's absolute address; Twitter also gets the title and excerpt as its text. */
export function shareLinks({ url, title, excerpt }: { url: string; title: string; excerpt: string }): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    {
      network: 'twitter',
      label: 'Share on Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(`${title} - ${excerpt}`)}`,
    },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}
