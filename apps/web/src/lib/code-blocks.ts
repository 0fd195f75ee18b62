export type InstructionPart = { kind: 'html'; html: string } | { kind: 'code'; html: string };

/** Splits rendered instructions around their code blocks, so each block can get a copy button. */
export function splitCodeBlocks(html: string): InstructionPart[] {
  const parts: InstructionPart[] = [];
  let last = 0;
  for (const match of html.matchAll(/<pre[\s>][\s\S]*?<\/pre>/g)) {
    if (match.index > last) parts.push({ kind: 'html', html: html.slice(last, match.index) });
    parts.push({ kind: 'code', html: match[0] });
    last = match.index + match[0].length;
  }
  if (last < html.length) parts.push({ kind: 'html', html: html.slice(last) });
  return parts;
}
