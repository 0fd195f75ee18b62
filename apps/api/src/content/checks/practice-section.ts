import { CHECK_HEADING, PRACTICE_HEADING } from '../practice-feedback';
import type { BodyIssue } from './body-checks';

interface Heading {
  line: number;
  depth: number;
  text: string;
}

/** ATX headings of prose, at their 1-based lines; lines in code fences are code, not headings. */
function headings(body: string): Heading[] {
  const found: Heading[] = [];
  let fence: string | null = null;
  body.split('\n').forEach((line, index) => {
    const marker = /^ {0,3}(`{3,}|~{3,})(\S*)/.exec(line);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (marker[1].startsWith(fence) && !marker[2]) fence = null;
      return;
    }
    const heading = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!fence && heading) found.push({ line: index + 1, depth: heading[1].length, text: heading[2].trim() });
  });
  return found;
}

/** A plain lesson must end with a practice; other bodies may. */
export type PracticeRule = 'required' | 'optional';

const PRACTICE = `## ${PRACTICE_HEADING}`;
const CHECK = `### ${CHECK_HEADING}`;

/**
 * The shape of a practice (docs/content-format.md): `## Practice` is the body's last h2 and ends
 * with `### Check your work`, its only subheading, which the renderer makes a disclosure; a check
 * outside a practice would not be one. With `required` (a plain lesson), the practice must be there.
 */
export function practiceIssues(body: string, practice: PracticeRule): BodyIssue[] {
  const all = headings(body);
  const practiceAt = all.findIndex((heading) => heading.depth === 2 && heading.text === PRACTICE_HEADING);
  const issues: BodyIssue[] = [];
  let checks = 0;
  for (const [index, heading] of all.entries()) {
    const inPractice = practiceAt >= 0 && index > practiceAt;
    const isCheck = heading.depth === 3 && heading.text === CHECK_HEADING;
    if (isCheck && inPractice && ++checks > 1) {
      issues.push({ line: heading.line, message: `"${PRACTICE}" has one "${CHECK}"` });
    } else if (isCheck && !inPractice) {
      issues.push({ line: heading.line, message: `"${CHECK}" belongs at the end of the lesson's "${PRACTICE}" section` });
    } else if (inPractice && heading.depth <= 2) {
      issues.push({
        line: heading.line,
        message: `"${PRACTICE}" must be the last section: move "${'#'.repeat(heading.depth)} ${heading.text}" above it`,
      });
    } else if (inPractice && !isCheck) {
      issues.push({
        line: heading.line,
        message: `"${PRACTICE}" holds only the task and its "${CHECK}": "${heading.text}" is one heading too many`,
      });
    }
  }
  if (practiceAt >= 0 && checks === 0) {
    issues.push({ line: all[practiceAt].line, message: `"${PRACTICE}" needs a "${CHECK}" subheading with the feedback on the task` });
  }
  if (practiceAt < 0 && practice === 'required') {
    issues.push({
      line: body.split('\n').length,
      message: `a lesson ends with a "${PRACTICE}" section: a task on its example and a "${CHECK}" with the feedback`,
    });
  }
  return issues;
}
