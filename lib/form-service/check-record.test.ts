import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir';
import { changedSince, checkedSettingsOf, readCheckRecord, writeCheckRecord } from './check-record';

const { dir } = tempDir('form-check');

describe('the check:form record', () => {
  it('is written on delivery and read back', () => {
    const file = join(dir, 'ok.json');
    const settings = checkedSettingsOf({ service: 'formsubmit', key: 'me@example.com', to: 'me@example.com' }, 'https://www.example.com/');
    writeCheckRecord(settings, new Date('2026-03-01T10:00:00Z'), file);
    const record = readCheckRecord(file);
    expect(record).toEqual({ checkedAt: '2026-03-01T10:00:00.000Z', service: 'formsubmit', to: 'me@example.com', origin: 'https://www.example.com' });
    expect(changedSince(record!, settings)).toEqual([]);
  });

  it('names what changed since the check: the address, the host or the service and its key', () => {
    const record = { checkedAt: '2026-03-01T10:00:00.000Z', service: 'formsubmit', to: 'me@example.com', origin: 'https://www.example.com' };
    const now = checkedSettingsOf({ service: 'formspree', key: 'abcd', to: 'new@example.com' }, 'https://example.com');
    expect(now.service).toBe('formspree:abcd');
    expect(changedSince(record, now)).toEqual(['service', 'to', 'origin']);
  });

  it('is absent until a check delivered, and a damaged file names itself', () => {
    expect(readCheckRecord(join(dir, 'none.json'))).toBeUndefined();
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{"checkedAt": "yesterday"}');
    expect(() => readCheckRecord(file)).toThrow(`${file}: "checkedAt"`);
    writeFileSync(file, 'not json');
    expect(() => readCheckRecord(file)).toThrow(`${file}: is not JSON`);
  });
});
