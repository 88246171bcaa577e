import { blog } from '@/lib/content/blog';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SidebarCard } from './SidebarCard';

/** The sidebar's About card: what working together looks like (the author box under the post has her biography), and the call to action. */
export function AboutCard() {
  return (
    <SidebarCard title={blog.about.title} boxed>
      <p className="text-muted">{blog.about.text}</p>
      <ButtonLink href={blog.about.href} className="mt-5 w-full">
        {blog.about.cta}
      </ButtonLink>
    </SidebarCard>
  );
}
