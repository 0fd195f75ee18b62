/**
 * Draws a portal's square SVG mark (PORTAL_BRANDS.markSvg: rect, path and circle elements with
 * fill and stroke attributes, a 32-unit viewBox) into a PDF, so the certificate carries the same
 * logo as the web app without a rasterised copy.
 */
interface VectorCanvas {
  save(): this;
  restore(): this;
  translate(x: number, y: number): this;
  scale(factor: number): this;
  roundedRect(x: number, y: number, w: number, h: number, r?: number): this;
  path(d: string): this;
  circle(x: number, y: number, r: number): this;
  lineWidth(width: number): this;
  lineCap(cap: string): this;
  lineJoin(join: string): this;
  fill(colour: string): this;
  stroke(colour: string): this;
  fillAndStroke(fill: string, stroke: string): this;
}

const VIEWBOX = 32;
const ELEMENT = /<(rect|path|circle)\s([^>]*?)\/>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

export function drawMark(canvas: VectorCanvas, markSvg: string, x: number, y: number, size: number): void {
  canvas
    .save()
    .translate(x, y)
    .scale(size / VIEWBOX);
  for (const [, tag, attributeText] of markSvg.matchAll(ELEMENT)) {
    const attributes = Object.fromEntries([...attributeText.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
    const number = (name: string, fallback = 0) => Number(attributes[name] ?? fallback);
    if (tag === 'rect') canvas.roundedRect(number('x'), number('y'), number('width'), number('height'), number('rx'));
    else if (tag === 'circle') canvas.circle(number('cx'), number('cy'), number('r'));
    else canvas.path(attributes.d ?? '');
    canvas
      .lineWidth(number('stroke-width', 1))
      .lineCap(attributes['stroke-linecap'] ?? 'butt')
      .lineJoin(attributes['stroke-linejoin'] ?? 'miter');
    // SVG fills black when no fill is named; the marks always name one.
    const fill = attributes.fill ?? 'black';
    const stroke = attributes.stroke;
    if (fill !== 'none' && stroke) canvas.fillAndStroke(fill, stroke);
    else if (stroke) canvas.stroke(stroke);
    else if (fill !== 'none') canvas.fill(fill);
  }
  canvas.restore();
}
