import { firstScreenEndId } from '@/lib/render/first-screen';

/** The last child of a page's opening block: first paint waits until the page has arrived up to here. */
export function FirstScreenEnd() {
  return <div id={firstScreenEndId} hidden />;
}
