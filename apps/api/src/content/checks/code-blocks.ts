/** A fenced code block of a markdown body, or a here-document inside a shell block. */
export interface CodeBlock {
  language: string;
  code: string;
  /** 1-based line of the body where the code (not the fence) starts. */
  line: number;
  /** Where it came from: a fence, or a here-document written to a file in a shell block. */
  origin: 'fence' | 'heredoc';
  /** For a fence: the line of its opening fence. */
  fenceLine: number;
}

const OPEN = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)\s*(.*)$/;

/**
 * The fenced blocks of a body, the blocks inside a ````quizdown block included (questions may show
 * code), with the here-documents of shell blocks that write a Java, YAML or Kubernetes manifest.
 */
export function codeBlocks(body: string): CodeBlock[] {
  const lines = body.split('\n');
  const blocks: CodeBlock[] = [];
  let index = 0;
  let quizFence: string | null = null;
  while (index < lines.length) {
    const line = lines[index];
    if (quizFence && new RegExp(`^ {0,3}${quizFence[0]}{${quizFence.length},}\\s*$`).test(line)) {
      quizFence = null;
      index += 1;
      continue;
    }
    const open = OPEN.exec(line);
    if (!open) {
      index += 1;
      continue;
    }
    const [, fence, language] = open;
    if (language === 'quizdown') {
      quizFence = fence;
      index += 1;
      continue;
    }
    const close = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) end += 1;
    const code = lines.slice(index + 1, end).join('\n');
    blocks.push({ language, code, line: index + 2, origin: 'fence', fenceLine: index + 1 });
    if (language === 'bash' || language === 'shell') blocks.push(...hereDocuments(code, index + 2));
    index = end + 1;
  }
  return blocks;
}

const HEREDOC = /<<-?\s*(['"]?)([A-Za-z_]+)\1/;

/** `cat > Foo.java <<'JAVA'` is Java, `> x.yaml <<EOF` and `kubectl apply -f - <<EOF` are YAML. */
function hereDocuments(shell: string, firstLine: number): CodeBlock[] {
  const lines = shell.split('\n');
  const found: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const match = HEREDOC.exec(lines[index]);
    if (!match) continue;
    const end = lines.findIndex((line, at) => at > index && line.trim() === match[2]);
    if (end === -1) continue;
    const command = lines[index];
    const language = /\.java\b/.test(command)
      ? 'java'
      : /\.ya?ml\b/.test(command) || /kubectl\s+(apply|create)\b.*-f\s*-/.test(command)
        ? 'yaml'
        : null;
    if (language) {
      found.push({
        language,
        code: lines.slice(index + 1, end).join('\n'),
        line: firstLine + index + 1,
        origin: 'heredoc',
        fenceLine: firstLine + index,
      });
    }
    index = end;
  }
  return found;
}
