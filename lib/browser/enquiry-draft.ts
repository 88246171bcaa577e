/**
 * The unsent enquiry kept in this browser's localStorage, so a reload, a visit elsewhere or a closed tab
 * does not lose what a visitor typed. A draft carries the time it was saved and is forgotten after
 * `draftLifetimeMs` (and on every successful send), so the next person on a shared computer does not
 * inherit it. Parsing is defensive: storage is user-controlled.
 */
import { coerceEnquiry, isBlank, type Enquiry } from './enquiry';

export const draftKey = 'enquiry-draft';

/** How long an unsent draft is kept: seven days. */
export const draftLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The stored text for a draft saved at `now`, or null when there is nothing worth keeping. */
export function serialiseDraft(enquiry: Enquiry, now: number = Date.now()): string | null {
  return isBlank(enquiry) ? null : JSON.stringify({ savedAt: now, enquiry });
}

/**
 * A stored draft read back at `now`; null when it is malformed, blank, older than its lifetime or
 * dated in the future (a clock that cannot be trusted). Unknown values inside fall back to empty.
 */
export function parseDraft(raw: string | null, now: number = Date.now()): Enquiry | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const { savedAt, enquiry } = parsed as { savedAt?: unknown; enquiry?: unknown };
    if (typeof savedAt !== 'number' || !(now - savedAt >= 0 && now - savedAt <= draftLifetimeMs)) return null;
    const draft = coerceEnquiry(enquiry);
    return isBlank(draft) ? null : draft;
  } catch {
    return null;
  }
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Forgets the draft (after a send, or when it has expired). Storage may be unavailable (blocked cookies). */
export function forgetDraft(storage: DraftStorage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(draftKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** The draft kept in this browser, if any; an expired or unreadable one is forgotten on the way. */
export function loadDraft(storage: DraftStorage | undefined = globalThis.localStorage, now: number = Date.now()): Enquiry | null {
  try {
    const raw = storage?.getItem(draftKey) ?? null;
    const draft = parseDraft(raw, now);
    if (raw !== null && !draft) forgetDraft(storage);
    return draft;
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it once the form is blank again. */
export function saveDraft(enquiry: Enquiry, storage: DraftStorage | undefined = globalThis.localStorage, now: number = Date.now()): void {
  try {
    const text = serialiseDraft(enquiry, now);
    if (text) storage?.setItem(draftKey, text);
    else storage?.removeItem(draftKey);
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}
