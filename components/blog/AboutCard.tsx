import { blog } from '@/content/blog';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SidebarCard } from './SidebarCard';

/** The sidebar's About card with its call to action. */
export function AboutCard() {
  return (
    <SidebarCard title={blog.about.title} className="bg-paper">
      <p className="text-muted">{blog.about.text}</p>
      <ButtonLink href={blog.about.href} className="mt-5 w-full">
        {blog.about.cta}
      </ButtonLink>
    </SidebarCard>
  );
}
