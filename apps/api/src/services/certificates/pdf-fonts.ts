import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * The certificate's typeface, read from its npm package at run time (so the release must ship
 * the package: scripts/build-release.ts names it). DejaVu Sans covers Latin with every European
 * accent, Greek and Cyrillic, which PDF's built-in Helvetica (Windows-1252 only) does not: a name
 * like Łukasz Dvořák prints as written.
 */
export const PDF_FONT_PACKAGE = 'dejavu-fonts-ttf';

export interface PdfFonts {
  regular: Font;
  bold: Font;
}

let fonts: PdfFonts | undefined;

/**
 * Parsed once per process and shared by every document (pdfkit takes a parsed font and embeds a
 * subset of the glyphs each document uses): parsing the files for each PDF cost ten times the rest.
 */
export function pdfFonts(): PdfFonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const font = (name: string) => create(readFileSync(require.resolve(`${PDF_FONT_PACKAGE}/ttf/${name}`))) as Font;
    fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };
  }
  return fonts;
}
