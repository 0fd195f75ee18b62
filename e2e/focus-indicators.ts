/**
 * Runs inside the page (serialised by page.evaluate, so it uses nothing from outside itself): focuses
 * every keyboard-reachable element in turn and describes each whose focus indicator is missing, thinner
 * than `minWidth` px or below `minContrast` against the pixels it covers (WCAG 2.2 2.4.13 and 1.4.11).
 *
 * The indicator is whatever changes when the element takes the focus: its own outline or box-shadow
 * ring, or that of an ancestor (a card ringed on focus-within, a label around a hidden input) or of a
 * following sibling (a switch drawn beside its hidden checkbox). An outline or ring outside the box
 * covers the background behind the box, an inset one the box's own background; a gradient background
 * counts each of its colours, so the indicator must stand out against all of them. The page must be in
 * keyboard modality (Tab pressed) so that a scripted focus matches :focus-visible.
 */
export async function focusIndicatorOffenders({
  minWidth,
  minContrast,
}: {
  minWidth: number;
  minContrast: number;
}): Promise<{ checked: number; offenders: string[] }> {
  type Rgba = [number, number, number, number];
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;

  /** Any CSS colour (oklch, color-mix, ...) as sRGB bytes and alpha, as the browser paints it. */
  function toRgba(color: string): Rgba {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  }
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3];
    return [0, 1, 2].map((i) => top[i] * alpha + bottom[i] * (1 - alpha)).concat(1) as Rgba;
  };
  const luminance = (color: Rgba) => {
    const [r, g, b] = color.slice(0, 3).map((byte) => {
      const channel = byte / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = (color: Rgba) =>
    `#${color
      .slice(0, 3)
      .map((byte) => Math.round(byte).toString(16).padStart(2, '0'))
      .join('')}`;

  /** Every colour a background can show at a point: its colour, and each gradient colour over it, down to an opaque layer. */
  function backgroundsOf(element: Element | null): Rgba[] {
    const layers: Rgba[][] = [];
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const color = toRgba(style.backgroundColor);
      const stops = style.backgroundImage.match(
        /color-mix\((?:[^()]|\([^()]*\))*\)|(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi,
      );
      layers.push([color, ...(stops ?? []).map((stop) => over(toRgba(stop), color))]);
      if (color[3] === 1) break;
    }
    return layers.reduceRight<Rgba[]>(
      (below, layer) => layer.flatMap((top) => below.map((bottom) => over(top, bottom))),
      [[255, 255, 255, 1]],
    );
  }

  interface Look {
    outlineStyle: string;
    outlineWidth: number;
    outlineColor: string;
    outlineOffset: number;
    shadows: string[];
  }
  /** Box-shadow entries, split at the commas between them, not those inside colour functions. */
  const shadowsOf = (value: string) => (value === 'none' ? [] : value.split(/,(?![^()]*\))/).map((entry) => entry.trim()));
  function lookOf(element: Element): Look {
    const style = getComputedStyle(element);
    return {
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      outlineOffset: parseFloat(style.outlineOffset),
      shadows: shadowsOf(style.boxShadow),
    };
  }
  const hasOutline = (look: Look) => look.outlineStyle !== 'none' && look.outlineWidth > 0;

  /** The visible bands of the rings a focus added: each box-shadow with no blur paints only beyond the ones above it. */
  function addedRings(before: Look, after: Look) {
    const rings: { color: string; width: number; inset: boolean }[] = [];
    let covered = { outer: 0, inset: 0 };
    for (const shadow of after.shadows) {
      const inset = /\binset\b/.test(shadow);
      const color = shadow.match(/^(?:[a-z-]+\((?:[^()]|\([^()]*\))*\)|#[0-9a-f]+|[a-z]+)/i)?.[0] ?? 'transparent';
      const lengths = shadow
        .slice(color.length)
        .match(/-?[\d.]+px/g)
        ?.map((length) => parseFloat(length)) ?? [0, 0, 0, 0];
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      const key = inset ? 'inset' : 'outer';
      if (blur === 0 && x === 0 && y === 0 && spread > covered[key] && !before.shadows.includes(shadow)) {
        rings.push({ color, width: spread - covered[key], inset });
      }
      if (blur === 0) covered = { ...covered, [key]: Math.max(covered[key], spread) };
    }
    return rings;
  }

  const describe = (element: Element) => {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const id = element.id ? `#${element.id}` : '';
    const type = element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : '';
    return `${element.tagName.toLowerCase()}${id}${type} "${name || (element as HTMLInputElement).value || element.getAttribute('href') || ''}"`;
  };

  const focusable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]',
    ),
  ].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert], [hidden]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      !(element instanceof HTMLInputElement && element.type === 'hidden'),
  );

  const offenders = new Set<string>();
  for (const element of focusable) {
    const ancestors: Element[] = [];
    for (let node = element.parentElement; node && ancestors.length < 4; node = node.parentElement) ancestors.push(node);
    const siblings: Element[] = [];
    for (let node = element.nextElementSibling; node && siblings.length < 2; node = node.nextElementSibling) siblings.push(node);
    const carriers = [element, ...siblings, ...ancestors];
    (document.activeElement as HTMLElement | null)?.blur();
    const before = carriers.map(lookOf);
    element.focus({ preventScroll: true });
    // React renders what a focus handler changed (React Aria's data-focus-visible) in a task of its own.
    await new Promise((resolve) => setTimeout(resolve));
    if (document.activeElement !== element) continue;
    if (!element.matches(':focus-visible')) {
      offenders.add(`${describe(element)}: does not match :focus-visible after a keyboard focus`);
      continue;
    }
    // A colour transition would report its first frame: the look measured is the one it settles on.
    for (const carrier of carriers) for (const animation of carrier.getAnimations()) animation.finish();

    const problems: string[] = [];
    let passed = false;
    carriers.forEach((carrier, index) => {
      if (passed) return;
      const after = lookOf(carrier);
      const outlineAdded = hasOutline(after) && (!hasOutline(before[index]) || after.outlineColor !== before[index].outlineColor);
      const indicators = [
        ...(outlineAdded
          ? [{ color: after.outlineColor, width: after.outlineWidth, inset: after.outlineOffset < 0, kind: 'outline' }]
          : []),
        ...addedRings(before[index], after).map((ring) => ({ ...ring, kind: 'ring' })),
      ];
      for (const indicator of indicators) {
        const color = toRgba(indicator.color);
        const backgrounds = backgroundsOf(indicator.inset ? carrier : carrier.parentElement);
        const worst = Math.min(...backgrounds.map((background) => contrast(over(color, background), background)));
        const against = backgrounds.map(hex).join('/');
        if (indicator.width >= minWidth && worst >= minContrast) passed = true;
        else {
          const on = carrier === element ? '' : ` on ${carrier.tagName.toLowerCase()}`;
          problems.push(
            `${indicator.kind}${on} ${indicator.width}px ${hex(color)}${color[3] < 1 ? ` at ${color[3].toFixed(2)}` : ''} against ${against}: ${worst.toFixed(2)}:1`,
          );
        }
      }
    });
    if (!passed) offenders.add(`${describe(element)}: ${problems.length ? problems.join('; ') : 'no focus indicator'}`);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return { checked: focusable.length, offenders: [...offenders] };
}
