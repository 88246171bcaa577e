import { Icon } from '@/components/ui/Icon';
import { blog } from '@/lib/content/blog';
import { ButtonLink } from '@/components/ui/ButtonLink';

/**
 * The screen for a blog address with no post. Used by the post route, and carried by the 404 page
 * (app/not-found.tsx), which a CDN serves for /blog/anything: app/globals.css shows it there instead
 * of 'Page not found' once the head script in app/layout.tsx has marked a /blog/ address.
 */
export function PostNotFound() {
  return (
    <div className="mx-auto max-w-xl text-center">
      <h1 className="text-4xl tracking-tight md:text-5xl">{blog.notFound.title}</h1>
      <p className="mx-auto mt-4 text-lg text-muted">{blog.notFound.text}</p>
      <ButtonLink href="/blog" className="mt-8">
        <Icon name="arrow-left" className="size-5" />
        {blog.notFound.back}
      </ButtonLink>
    </div>
  );
}
