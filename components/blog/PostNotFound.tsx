import { Icon } from '@/components/ui/Icon';
import { blog } from '@/lib/content/blog';
import { ButtonLink } from '@/components/ui/ButtonLink';

/**
 * The screen for a blog address with no post, set as the site's left-aligned inner-page hero. Used by the post route, and carried by the 404 page
 * (app/not-found.tsx), which a CDN serves for /blog/anything: app/globals.css shows it there instead
 * of 'Page not found' once the head script in app/layout.tsx has marked a /blog/ address.
 */
export function PostNotFound() {
  return (
    <div className="max-w-3xl">
      <h1 className="text-display">{blog.notFound.title}</h1>
      <p className="mt-5 max-w-measure text-lede text-standfirst md:mt-8">{blog.notFound.text}</p>
      <ButtonLink href="/blog" className="mt-8 w-full sm:w-auto">
        <Icon name="arrow-left" className="size-5" />
        {blog.notFound.back}
      </ButtonLink>
    </div>
  );
}
