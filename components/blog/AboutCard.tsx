import { blog } from '@/lib/content/blog';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SidebarCard } from './SidebarCard';

/**
 * The sidebar's About card: what working together looks like (the author box under the post has her biography), and the
 * call to action: the card's width on phones and in the sidebar, its own from 640 to 1,023 px, where the card spans the page.
 */
export function AboutCard() {
  return (
    <SidebarCard title={blog.about.title} boxed>
      <p className="text-muted">{blog.about.text}</p>
      <ButtonLink href={blog.about.href} className="mt-5 w-full sm:w-auto lg:w-full">
        {blog.about.cta}
      </ButtonLink>
    </SidebarCard>
  );
}
