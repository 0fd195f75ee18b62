/**
 * The feedback of a lesson's practice as a disclosure: in the `## Practice` section, the
 * `### Check your work` heading and all that follows it become `<details><summary>`, so a learner
 * tries the task before reading the answer, and opens it with a click or the keyboard without any
 * script (docs/content-format.md, decision 069). Runs on the sanitised tree: the markup is ours.
 */

/** The parts of a HTML syntax tree (hast) this step reads and writes. */
interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastElement | HastText | { type: 'comment' | 'doctype' | 'raw'; value?: string };
interface HastRoot {
  type: 'root';
  children: HastNode[];
}

export const PRACTICE_HEADING = 'Practice';
export const CHECK_HEADING = 'Check your work';

const textOf = (node: HastNode): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';
const isHeading = (node: HastNode, tagName: string, text: string): node is HastElement =>
  node.type === 'element' && node.tagName === tagName && textOf(node).trim() === text;

/** A unified (rehype) plugin: wraps the check of the practice in `<details>` in place. */
export function rehypePracticeFeedback() {
  return (tree: HastRoot): void => {
    const nodes = tree.children;
    const practice = nodes.findIndex((node) => isHeading(node, 'h2', PRACTICE_HEADING));
    if (practice < 0) return;
    const next = nodes.findIndex((node, index) => index > practice && node.type === 'element' && node.tagName === 'h2');
    const end = next < 0 ? nodes.length : next;
    const check = nodes.findIndex((node, index) => index > practice && index < end && isHeading(node, 'h3', CHECK_HEADING));
    if (check < 0) return;
    const heading = nodes[check] as HastElement;
    const details: HastElement = {
      type: 'element',
      tagName: 'details',
      properties: {},
      children: [{ type: 'element', tagName: 'summary', properties: {}, children: heading.children }, ...nodes.slice(check + 1, end)],
    };
    nodes.splice(check, end - check, details);
  };
}
