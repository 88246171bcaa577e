/**
 * The unsent enquiry kept in the browser's storage, so a reload or an accidental navigation
 * does not lose what a visitor typed. Parsing is defensive: storage is user-controlled.
 */
import { coerceEnquiry, isBlank, type Enquiry } from './enquiry';

export const draftKey = 'enquiry-draft';

/** The stored text for a draft, or null when there is nothing worth keeping. */
export function serialiseDraft(enquiry: Enquiry): string | null {
  return isBlank(enquiry) ? null : JSON.stringify(enquiry);
}

/** A stored draft read back; unknown or malformed values fall back to empty. */
export function parseDraft(raw: string | null): Enquiry | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const draft = coerceEnquiry(parsed);
    return isBlank(draft) ? null : draft;
  } catch {
    return null;
  }
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The draft kept in this browser, if any (storage may be unavailable, e.g. blocked cookies). */
export function loadDraft(storage: DraftStorage | undefined = globalThis.localStorage): Enquiry | null {
  try {
    return parseDraft(storage?.getItem(draftKey) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it once the form is blank again (after sending or clearing). */
export function saveDraft(enquiry: Enquiry, storage: DraftStorage | undefined = globalThis.localStorage): void {
  try {
    const text = serialiseDraft(enquiry);
    if (text) storage?.setItem(draftKey, text);
    else storage?.removeItem(draftKey);
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}
