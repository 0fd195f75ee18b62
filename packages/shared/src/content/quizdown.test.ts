import { describe, expect, it } from 'vitest';
import { parseQuizdown } from './quizdown';

const fence = '````';
const quiz = (body: string) => `Intro text.\n\n${fence}quizdown\n${body}\n${fence}\n\nAfter the quiz.`;

describe('parseQuizdown', () => {
  it('gives no quiz when there is no block', () => {
    const result = parseQuizdown('# Just a lesson\n\n- [x] not a quiz');
    expect(result.quiz).toBeNull();
    expect(result.issues).toEqual([]);
  });

  it('reads front matter, questions, code descriptions and answer keys', () => {
    const {
      quiz: parsed,
      issues,
      markdownWithoutQuiz,
    } = parseQuizdown(
      quiz(
        [
          '---',
          'totalQuestions: 2',
          'passingMarks: 80',
          'customPassMsg: Well done',
          'customFailMsg: Try again',
          'answersAfterAttempts: 2',
          '---',
          '',
          '# Which port?',
          '',
          '```yaml',
          'port: 8080',
          '# not a question',
          '```',
          '',
          '1. [ ] 80',
          '2. [x] 8080',
          '',
          '> Spring Boot listens on `8080`',
          '> unless told otherwise.',
          '',
          '# Pick all objects',
          '- [x] Pod',
          '- [X] Service',
          '- [ ] Banana',
        ].join('\n'),
      ),
    );
    expect(issues).toEqual([]);
    expect(parsed).toEqual({
      introContent: 'Intro text.',
      totalQuestions: 2,
      passingMarks: 80,
      customPassMsg: 'Well done',
      customFailMsg: 'Try again',
      answersAfterAttempts: 2,
      questions: [
        {
          question: 'Which port?',
          description: '```yaml\nport: 8080\n# not a question\n```',
          options: ['80', '8080'],
          answer: [1],
          explanation: 'Spring Boot listens on `8080`\nunless told otherwise.',
          type: 'single',
        },
        { question: 'Pick all objects', description: '', options: ['Pod', 'Service', 'Banana'], answer: [0, 1], type: 'multi' },
      ],
    });
    expect(markdownWithoutQuiz).toBe('Intro text.\n\n\nAfter the quiz.');
    expect(markdownWithoutQuiz).not.toContain('[x]');
  });

  it('defaults the question count to all questions', () => {
    const { quiz: parsed } = parseQuizdown(quiz('# Q\n1. [x] a\n2. [ ] b'));
    expect(parsed?.totalQuestions).toBe(1);
    expect(parsed?.passingMarks).toBe(70);
    expect(parsed?.answersAfterAttempts).toBe(3);
    expect(parsed?.questions[0].explanation).toBeUndefined();
  });

  it('reports questions without a correct option or with one option, with their lines', () => {
    const { quiz: parsed, issues } = parseQuizdown(quiz('# No answer\n1. [ ] a\n2. [ ] b\n\n# Lonely\n- [x] only'));
    expect(parsed).toBeNull();
    expect(issues).toEqual([
      { line: 4, message: 'question "No answer" marks no option correct with [x]' },
      { line: 8, message: 'question "Lonely" needs at least two options' },
    ]);
  });

  it('reports an option or explanation that points at an option by its place, since every attempt orders them anew', () => {
    const { quiz: parsed, issues } = parseQuizdown(
      quiz(
        '# Q\n1. [ ] a\n2. [ ] b\n3. [x] All of the above\n> Unlike the first option, b is right.\n\n# R\n- [x] a\n- [ ] b\n> The first release had a.',
      ),
    );
    expect(parsed).toBeNull();
    expect(issues).toEqual([
      { line: 7, message: 'the option says "All of the above", but options are shown in another order on every attempt: name them' },
      {
        line: 8,
        message:
          'the explanation says "first option", but options are shown in another order on every attempt: name the option by its text',
      },
    ]);
  });

  it('reports bad settings and an unclosed block', () => {
    expect(parseQuizdown(quiz('---\npassingMarks: 150\n---\n# Q\n- [x] a\n- [ ] b')).issues[0].message).toMatch(/passingMarks/);
    expect(parseQuizdown('````quizdown\n# Q\n- [x] a').issues).toEqual([{ line: 1, message: 'the quizdown block is never closed' }]);
    expect(parseQuizdown(quiz('---\ntotalQuestions: 3\n---\n# Q\n- [x] a\n- [ ] b')).issues[0].message).toBe(
      'totalQuestions is 3 but the quiz has 1 questions',
    );
  });
});
