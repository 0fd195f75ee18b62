import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl } from './linkedin';

describe('linkedInAddToProfileUrl', () => {
  it("fills LinkedIn's add-certification form with the name, organisation, UTC issue month, address and id", () => {
    const url = new URL(
      linkedInAddToProfileUrl(
        {
          title: 'Kubernetes & Helm',
          issuedAt: '2026-01-31T23:30:00.000Z',
          verificationUrl: 'https://kube.example.com/certificates/abc',
          certificateId: 'abc',
        },
        'Kube Academy',
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Kubernetes & Helm',
      organizationName: 'Kube Academy',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: 'https://kube.example.com/certificates/abc',
      certId: 'abc',
    });
  });
});
