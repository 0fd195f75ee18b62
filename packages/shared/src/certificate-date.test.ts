import { describe, expect, it } from 'vitest';
import { formatCertificateDate } from './certificate-date';

describe('formatCertificateDate', () => {
  it('prints the UTC day in words, whatever the local time zone', () => {
    expect(formatCertificateDate('2026-05-03T23:30:00.000Z')).toBe('3 May 2026');
    expect(formatCertificateDate('2026-12-31T00:00:00.000Z')).toBe('31 December 2026');
  });
});
