/**
 * The site's own progressive enhancement, bundled by scripts/prebuild/browser-bundle.ts into /enhance.js.
 * Every page reads and navigates without it; each feature finds its elements or does nothing.
 */
import { forgetSentEnquiry } from './enquiry-sent';
import { initMenu } from './menu';
import { logMissingPath } from './not-found';
import { initShare } from './share';
import { initToc } from './toc';

initMenu();
logMissingPath();
initToc();
initShare();
forgetSentEnquiry();
