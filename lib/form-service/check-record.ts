/**
 * The record `npm run check:form` leaves when the service accepted its test enquiry: which service, address and
 * origin it proved. The launch checklist compares it with today's settings, so a changed address, host or
 * service asks for a new check instead of failing silently. Lives in content/ so it is committed with the site.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

export const checkRecordFile = 'content/form-check.json';

const recordSchema = z.strictObject({
  checkedAt: z.iso.datetime(),
  service: z.string().min(1),
  to: z.email(),
  origin: z.url(),
});

export type CheckRecord = z.infer<typeof recordSchema>;

/** What a check proves: the settings an enquiry travels with. */
export type CheckedSettings = Omit<CheckRecord, 'checkedAt'>;

/** The last record, or undefined when there is none; a damaged file names itself. */
export function readCheckRecord(file = checkRecordFile): CheckRecord | undefined {
  if (!existsSync(file)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file}: is not JSON: delete it and run npm run check:form again`);
  }
  const parsed = recordSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((issue) => `"${issue.path.join('.')}" ${issue.message}`).join('; ')}: delete it and run npm run check:form again`);
  return parsed.data;
}

export function writeCheckRecord(settings: CheckedSettings, at: Date, file = checkRecordFile): void {
  const record: CheckRecord = { checkedAt: at.toISOString(), ...settings };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** Which of today's settings differ from the checked ones (empty when the record still holds). */
export function changedSince(record: CheckRecord, now: CheckedSettings): Array<keyof CheckedSettings> {
  return (['service', 'to', 'origin'] as const).filter((key) => record[key] !== now[key]);
}

/** The settings a check proves, from the resolved service settings and the public address. */
export function checkedSettingsOf(settings: { service: string; key: string; to: string }, siteUrl: string): CheckedSettings {
  return {
    service: settings.service === 'formsubmit' ? settings.service : `${settings.service}:${settings.key}`,
    to: settings.to,
    origin: new URL(siteUrl).origin,
  };
}
