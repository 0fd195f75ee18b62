import type { Font } from 'fontkit';

/** pdfkit 0.20 takes a parsed fontkit font where a file is expected; @types/pdfkit (0.17) does not say so yet. */
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
