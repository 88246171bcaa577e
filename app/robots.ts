import type { MetadataRoute } from 'next';
import { buildRobots } from '@/lib/render/seo/robots';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return buildRobots();
}
