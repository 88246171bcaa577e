/** /search.js: the search box's enhancement (lib/browser/search.ts), loaded only by the pages that have the box. */
import { initSearch } from './search';

initSearch();
