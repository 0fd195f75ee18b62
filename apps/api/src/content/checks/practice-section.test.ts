import { describe, expect, it } from 'vitest';
import { practiceIssues } from './practice-section';

describe('the practice section', () => {
  it('is required of a plain lesson, named at the last line of its body, and optional elsewhere', () => {
    const body = 'Intro.\n\n## Pods\n\nText.';
    expect(practiceIssues(body, 'required')).toEqual([
      {
        line: 5,
        message: 'a lesson ends with a "## Practice" section: a task on its example and a "### Check your work" with the feedback',
      },
    ]);
    expect(practiceIssues(body, 'optional')).toEqual([]);
    expect(practiceIssues(`${body}\n\n## Practice\n\nTask.\n\n### Check your work\n\nFeedback.`, 'required')).toEqual([]);
  });

  it('takes one check, and headings with closing hashes as the same heading', () => {
    const body = '## Practice ##\n\nTask.\n\n### Check your work ###\n\nOne.\n\n### Check your work\n\nTwo.';
    expect(practiceIssues(body, 'required')).toEqual([{ line: 9, message: '"## Practice" has one "### Check your work"' }]);
  });
});
