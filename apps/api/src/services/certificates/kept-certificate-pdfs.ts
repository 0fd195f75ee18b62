import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PublicCertificate, TenantId } from '@academy/shared';
import { certificatePdf } from './certificate-pdf';

/** A drawn PDF and its ETag, hashed once when it is drawn. */
export interface DrawnPdf {
  bytes: Buffer;
  etag: string;
}

export interface KeptCertificatePdfs {
  /** The PDF of this version of the certificate: a kept one (HIT) or a fresh drawing (MISS). */
  pdf(tenantId: TenantId, certificate: PublicCertificate): Promise<{ drawn: DrawnPdf; cache: 'HIT' | 'MISS' }>;
}

/**
 * Everything the PDF shows, so a renamed learner or title, another date or another public origin is
 * another key; the portal's brand follows the portal. Revoked and hidden certificates never get here.
 */
const versionKey = (tenantId: TenantId, certificate: PublicCertificate) =>
  JSON.stringify([
    tenantId,
    certificate.certificateId,
    certificate.kind,
    certificate.learnerName,
    certificate.title,
    certificate.issuedAt,
    certificate.verificationUrl,
  ]);

async function draw(tenantId: TenantId, certificate: PublicCertificate): Promise<DrawnPdf> {
  const bytes = await certificatePdf(tenantId, certificate);
  // Weak, as every ETag the API sends (plugins/etag.ts compares them so).
  return { bytes, etag: `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/**
 * Decision 025: drawing a certificate takes tens of milliseconds, so each version of it is drawn once
 * per replica and kept (least recently used out first, within `maxBytes`; 0 draws every request).
 * Concurrent misses of one version share one drawing. An old version is never asked for again and ages out.
 */
export function createKeptCertificatePdfs(maxBytes: number): KeptCertificatePdfs {
  const kept =
    maxBytes > 0
      ? new LRUCache<string, DrawnPdf>({ maxSize: maxBytes, sizeCalculation: (drawn, key) => drawn.bytes.length + key.length + 200 })
      : null;
  const drawing = new Map<string, Promise<DrawnPdf>>();

  return {
    async pdf(tenantId, certificate) {
      const key = versionKey(tenantId, certificate);
      const known = kept?.get(key);
      if (known) return { drawn: known, cache: 'HIT' };
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(tenantId, certificate)
          .then((drawn) => {
            kept?.set(key, drawn);
            return drawn;
          })
          .finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return { drawn: await pending, cache: 'MISS' };
    },
  };
}
