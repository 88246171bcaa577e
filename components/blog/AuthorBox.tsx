import { blog } from '@/lib/content/blog';
import { site } from '@/lib/content/site';
import { localHref } from '@/lib/render/url';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { Portrait } from '@/components/ui/Portrait';
import { Signature } from '@/components/ui/Signature';

/**
 * Who wrote the post, after the body; her name leads to /about. One block at every width: her portrait (when there is
 * one) beside "Written by", her name and role as a byline head, then her bio, signature and highlights under them,
 * set from the portrait's edge on phones and under the name from 640 px. Without a portrait, one column: her
 * signature is her mark.
 */
export function AuthorBox() {
  const { author } = blog;
  return (
    <section aria-labelledby="post-author" data-pagefind-ignore className={`mt-14 grid max-w-measure ${site.portrait ? 'grid-cols-[auto_minmax(0,1fr)]' : ''} gap-x-4 border-y border-line py-8 md:max-w-post md:max-lg:max-w-none`}>
      <Portrait frame="byline" />
      <div className="self-center">
        <Eyebrow>{blog.writtenBy}</Eyebrow>
        <h2 id="post-author" className="text-2xl tracking-tight">
          <a href={localHref('/about')} rel="author" className="inline-flex min-h-11 items-center underline-offset-2 hover:text-accent hover:underline">
            {author.name}
          </a>
        </h2>
        <p className="text-sm text-muted">{author.role}</p>
      </div>
      <div className={site.portrait ? 'col-span-2 mt-4 sm:col-span-1 sm:col-start-2' : 'mt-4'}>
        <p className="text-muted">{author.bio}</p>
        <Signature decorative lazy className="mt-3 w-40 -rotate-2" />
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          {author.highlights.map((item) => (
            <li key={item} className="relative pl-5 before:absolute before:left-0 before:top-[calc(0.5lh-1px)] before:h-0.5 before:w-3 before:bg-accent before:content-['']">
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
