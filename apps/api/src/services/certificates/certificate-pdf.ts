import PDFDocument from 'pdfkit';
import { formatCertificateDate, PORTAL_BRANDS, type PublicCertificate, type TenantId } from '@academy/shared';
import { drawMark } from './draw-mark';
import { pdfFonts } from './pdf-fonts';

const INK = '#1f2937';
const MUTED = '#4b5563';

/**
 * The certificate as a one-page A4 landscape PDF in the portal's colours and mark: learner, course
 * or path, date, id and the verification address (a link). The creation date is the issue date,
 * so the same certificate always makes the same bytes (and ETag).
 */
export function certificatePdf(tenantId: TenantId, certificate: PublicCertificate): Promise<Buffer> {
  const brand = PORTAL_BRANDS[tenantId];
  const issuedAt = new Date(certificate.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `${brand.academyName} certificate: ${certificate.title}`,
      Author: brand.academyName,
      Subject: `${certificate.learnerName} completed ${certificate.title}`,
      Creator: brand.academyName,
      CreationDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { regular, bold } = pdfFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(6)
    .stroke(brand.colour);
  doc
    .rect(38, 38, width - 76, height - 76)
    .lineWidth(0.75)
    .stroke(brand.colour);

  const column = { x: 90, width: width - 180 };
  const centred = (
    text: string,
    font: 'regular' | 'bold',
    size: number,
    colour: string,
    gap: number,
    options: PDFKit.Mixins.TextOptions = {},
  ) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(colour)
      .text(text, column.x, doc.y, { width: column.width, align: 'center', ...options });
    doc.y += gap;
  };

  drawMark(doc, brand.markSvg, width / 2 - 24, 84, 48);
  doc.y = 144;
  centred(brand.academyName, 'bold', 20, brand.colour, 18);
  centred('CERTIFICATE OF COMPLETION', 'regular', 13, MUTED, 22, { characterSpacing: 3 });
  centred('This certifies that', 'regular', 14, MUTED, 6);
  centred(certificate.learnerName, 'bold', 32, INK, 10);
  centred(certificate.kind === 'course' ? 'has completed the course' : 'has completed the learning path', 'regular', 14, MUTED, 6);
  centred(certificate.title, 'bold', 24, brand.colour, 10);
  centred(`on ${formatCertificateDate(certificate.issuedAt)}`, 'regular', 14, MUTED, 0);

  doc.y = height - 118;
  centred(`Certificate ID: ${certificate.certificateId}`, 'regular', 10, MUTED, 2);
  centred('Verify this certificate at', 'regular', 10, MUTED, 2);
  centred(certificate.verificationUrl, 'regular', 10, brand.colour, 0, { link: certificate.verificationUrl, underline: true });
  doc.end();
  return done;
}
