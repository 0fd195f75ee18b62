import { describe, expect, it } from 'vitest';
import type { PublicCertificate } from '@academy/shared';
import { createKeptCertificatePdfs } from './kept-certificate-pdfs';

const certificate = (learnerName: string): PublicCertificate => ({
  certificateId: 'AbCdEfGhIjKlMnOpQrStUv',
  kind: 'course',
  title: 'Kubernetes Fundamentals',
  learnerName,
  issuedAt: '2026-11-29T06:00:00.000Z',
  revokedAt: null,
  itemPath: '/courses/kubernetes-fundamentals',
  verificationUrl: 'https://kube.example.com/certificates/AbCdEfGhIjKlMnOpQrStUv',
});

describe('kept certificate PDFs', () => {
  it('with no memory (CERTIFICATE_PDF_CACHE_MB=0) draws every request, the same bytes each time', async () => {
    const pdfs = createKeptCertificatePdfs(0);
    const first = await pdfs.pdf('kube', certificate('Ada Lovelace'));
    const second = await pdfs.pdf('kube', certificate('Ada Lovelace'));
    expect([first.cache, second.cache]).toEqual(['MISS', 'MISS']);
    expect(second.drawn.bytes.equals(first.drawn.bytes)).toBe(true);
    expect(second.drawn.etag).toBe(first.drawn.etag);
  });

  it('draws concurrent misses of one version once, and keys on the portal and the origin as well as the name', async () => {
    const pdfs = createKeptCertificatePdfs(16 * 1024 * 1024);
    const [one, other] = await Promise.all([pdfs.pdf('kube', certificate('Ada')), pdfs.pdf('kube', certificate('Ada'))]);
    expect(other.drawn).toBe(one.drawn);
    expect((await pdfs.pdf('kube', certificate('Ada'))).cache).toBe('HIT');
    expect((await pdfs.pdf('spring', certificate('Ada'))).cache).toBe('MISS');
    const moved = { ...certificate('Ada'), verificationUrl: 'https://academy.example.org/certificates/AbCdEfGhIjKlMnOpQrStUv' };
    const elsewhere = await pdfs.pdf('kube', moved);
    expect(elsewhere.cache).toBe('MISS');
    expect(elsewhere.drawn.etag).not.toBe(one.drawn.etag);
  });

  it('keeps no more bytes than it is given: a new version pushes the least recently used out', async () => {
    const probe = await createKeptCertificatePdfs(0).pdf('kube', certificate('Ada'));
    const pdfs = createKeptCertificatePdfs(Math.ceil(probe.drawn.bytes.length * 1.5));
    await pdfs.pdf('kube', certificate('Ada'));
    expect((await pdfs.pdf('kube', certificate('Ada'))).cache).toBe('HIT');
    await pdfs.pdf('kube', certificate('Bea'));
    expect((await pdfs.pdf('kube', certificate('Bea'))).cache).toBe('HIT');
    expect((await pdfs.pdf('kube', certificate('Ada'))).cache).toBe('MISS');
  });
});
