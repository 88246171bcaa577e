/** Gathers what the launch checklist (scripts/prebuild/launch.ts) looks at from the content as the build reads it. */
import { career } from '../../lib/content/about';
import { dataFiles } from '../../lib/content/schemas';
import { linkedinBrands, portfolioCategories, portfolioFile } from '../../lib/content/portfolio';
import { site } from '../../lib/content/site';
import { getAllCaseStudies } from '../../lib/render/case-studies';
import { loadPosts, POSTS_DIR } from '../../lib/render/posts';
import { settingsFile } from '../../lib/render/site-settings';
import { checkRecordFile, checkedSettingsOf, readCheckRecord } from '../../lib/form-service/check-record';
import { serviceSettings } from '../../lib/form-service/settings';
import type { LaunchFacts } from './launch';

export function readLaunchFacts(): LaunchFacts {
  const entries: Array<{ label: string; sample?: boolean }> = [
    ...portfolioCategories.flatMap((category) => category.items.map((item) => ({ label: item.title, sample: item.sample }))),
    ...linkedinBrands.profiles.map((profile) => ({ label: profile.name, sample: profile.sample })),
    ...linkedinBrands.posts.map((post) => ({ label: `${linkedinBrands.seriesName} #${post.number}`, sample: post.sample })),
  ];
  return {
    settingsFile,
    site,
    formCheck: { file: checkRecordFile, record: readCheckRecord(), now: checkedSettingsOf(serviceSettings(), site.url) },
    posts: loadPosts(POSTS_DIR, { includeDrafts: true }).map(({ summary }) => ({ slug: summary.slug, file: summary.file })),
    caseStudies: getAllCaseStudies().map((study) => ({ file: study.file, title: study.title, sample: study.sample })),
    portfolioFile,
    samplePortfolioEntries: entries.filter((entry) => entry.sample).map((entry) => entry.label),
    aboutFile: dataFiles.about.file,
    sampleCareerEntries: career.entries.filter((entry) => entry.sample).map((entry) => `${entry.role}, ${entry.organisation}`),
  };
}
