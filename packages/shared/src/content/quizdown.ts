import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

export const DEFAULT_ANSWERS_AFTER_ATTEMPTS = 3;

export const quizSettingsSchema = z.strictObject({
  totalQuestions: z.number().int().min(1).max(100).optional(),
  passingMarks: z.number().min(0).max(100).default(70),
  customPassMsg: z.string().trim().min(1).max(500).default('You passed the knowledge check.'),
  customFailMsg: z.string().trim().min(1).max(500).default('You did not reach the passing mark. Review the lessons and try again.'),
  /** After this many attempts without a pass, the correct answers are shown (a pass always shows them). */
  answersAfterAttempts: z.number().int().min(1).max(100).default(DEFAULT_ANSWERS_AFTER_ATTEMPTS),
});

export type QuestionType = 'single' | 'multi';

export interface QuizQuestion {
  question: string;
  /** A fenced code block shown with the question, as markdown. */
  description: string;
  options: string[];
  /** Indexes of the correct options. */
  answer: number[];
  /** Why the answer is right, as markdown (`>` lines after the options); shown with the answers. */
  explanation?: string;
  type: QuestionType;
}

export interface Quiz {
  introContent: string;
  totalQuestions: number;
  passingMarks: number;
  customPassMsg: string;
  customFailMsg: string;
  /** Quizzes imported before this setting existed read as the default. */
  answersAfterAttempts?: number;
  questions: QuizQuestion[];
}

export interface QuizIssue {
  /** 1-based line within the markdown given to the parser. */
  line: number;
  message: string;
}

export interface QuizdownResult {
  quiz: Quiz | null;
  /** The markdown with the quizdown block removed, so the answer key never travels with the body. */
  markdownWithoutQuiz: string;
  issues: QuizIssue[];
}

const BLOCK_OPEN = /^(`{3,}|~{3,})\s*quizdown\s*$/;
const OPTION = /^\s*(?:\d+[.)]|[-*+])\s+\[([ xX])\]\s+(.+?)\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
/** Each attempt shows the options in an order of its own (decision 066), so no text may point at an option's place. */
const PLACE_OPTION = /\b(?:all|none|both|neither) of the (?:above|below)\b/i;
const PLACE_EXPLANATION = /\b(?:first|second|third|fourth|fifth|last|previous|next) (?:option|answer|choice)\b/i;

/**
 * Reads the one quizdown block of a knowledge check: optional YAML front matter (question count,
 * pass and fail messages, passing grade, attempts before the answers show), then `#` questions with
 * an optional code block, a numbered or dashed option list where `[x]` marks correct answers, and an
 * optional `>` explanation. No block gives no quiz.
 */
export function parseQuizdown(markdown: string): QuizdownResult {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => BLOCK_OPEN.test(line));
  if (start === -1) return { quiz: null, markdownWithoutQuiz: markdown, issues: [] };

  const fence = BLOCK_OPEN.exec(lines[start])![1];
  const end = lines.findIndex((line, index) => index > start && line.trim() === fence);
  if (end === -1) {
    return {
      quiz: null,
      markdownWithoutQuiz: markdown,
      issues: [{ line: start + 1, message: 'the quizdown block is never closed' }],
    };
  }

  const issues: QuizIssue[] = [];
  const body = lines.slice(start + 1, end);
  const offset = start + 2;
  let cursor = 0;
  let settingsInput: unknown = {};
  if (body[0]?.trim() === '---') {
    const close = body.findIndex((line, index) => index > 0 && line.trim() === '---');
    if (close === -1) {
      issues.push({ line: offset, message: 'the quiz front matter is never closed with ---' });
    } else {
      try {
        settingsInput = parseYaml(body.slice(1, close).join('\n')) ?? {};
      } catch (error) {
        issues.push({ line: offset, message: `quiz front matter is not valid YAML: ${(error as Error).message}` });
      }
      cursor = close + 1;
    }
  }
  const settings = quizSettingsSchema.safeParse(settingsInput);
  if (!settings.success) {
    for (const issue of settings.error.issues) {
      issues.push({ line: offset, message: `quiz front matter ${issue.path.join('.') || 'value'}: ${issue.message}` });
    }
  }

  const questions = readQuestions(body, cursor, offset, issues);
  if (questions.length === 0) issues.push({ line: offset, message: 'the quiz has no questions' });
  const wanted = settings.success ? settings.data.totalQuestions : undefined;
  if (wanted !== undefined && wanted > questions.length) {
    issues.push({ line: offset, message: `totalQuestions is ${wanted} but the quiz has ${questions.length} questions` });
  }

  const introContent = lines.slice(0, start).join('\n').trim();
  const markdownWithoutQuiz = [...lines.slice(0, start), ...lines.slice(end + 1)].join('\n').trim();
  if (issues.length > 0 || !settings.success) return { quiz: null, markdownWithoutQuiz, issues };

  return {
    quiz: {
      introContent,
      totalQuestions: wanted ?? questions.length,
      passingMarks: settings.data.passingMarks,
      customPassMsg: settings.data.customPassMsg,
      customFailMsg: settings.data.customFailMsg,
      answersAfterAttempts: settings.data.answersAfterAttempts,
      questions,
    },
    markdownWithoutQuiz,
    issues,
  };
}

function readQuestions(body: string[], from: number, offset: number, issues: QuizIssue[]): QuizQuestion[] {
  const questions: QuizQuestion[] = [];
  let current: (QuizQuestion & { line: number }) | null = null;
  let inCode: string | null = null;
  const finish = () => {
    if (!current) return;
    const { line, ...question } = current;
    if (question.options.length < 2) issues.push({ line, message: `question "${question.question}" needs at least two options` });
    if (question.answer.length === 0) issues.push({ line, message: `question "${question.question}" marks no option correct with [x]` });
    question.type = question.answer.length > 1 ? 'multi' : 'single';
    question.description = question.description.trim();
    if (question.explanation !== undefined) question.explanation = question.explanation.trim();
    questions.push(question);
  };

  for (let index = from; index < body.length; index += 1) {
    const line = body[index];
    const lineNumber = offset + index;
    if (inCode !== null) {
      if (current) current.description += `${line}\n`;
      if (line.trim() === inCode) inCode = null;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      inCode = fence[1];
      if (current) current.description += `${line}\n`;
      else issues.push({ line: lineNumber, message: 'a code block must follow a # question heading' });
      continue;
    }
    const heading = /^#\s+(.+?)\s*$/.exec(line);
    if (heading) {
      finish();
      current = { question: heading[1], description: '', options: [], answer: [], type: 'single', line: lineNumber };
      continue;
    }
    const option = OPTION.exec(line);
    if (option) {
      if (!current) {
        issues.push({ line: lineNumber, message: 'an option must follow a # question heading' });
        continue;
      }
      if (option[1].toLowerCase() === 'x') current.answer.push(current.options.length);
      current.options.push(option[2]);
      const place = PLACE_OPTION.exec(option[2]);
      if (place) {
        issues.push({
          line: lineNumber,
          message: `the option says "${place[0]}", but options are shown in another order on every attempt: name them`,
        });
      }
      continue;
    }
    const quote = /^\s*>\s?(.*)$/.exec(line);
    if (quote && current && current.options.length > 0) {
      current.explanation = `${current.explanation ?? ''}${quote[1]}\n`;
      const place = PLACE_EXPLANATION.exec(quote[1]);
      if (place) {
        issues.push({
          line: lineNumber,
          message: `the explanation says "${place[0]}", but options are shown in another order on every attempt: name the option by its text`,
        });
      }
      continue;
    }
    if (line.trim() && current && current.options.length === 0) current.question += ` ${line.trim()}`;
  }
  if (inCode !== null) issues.push({ line: offset + body.length - 1, message: 'a code block in the quiz is never closed' });
  finish();
  return questions;
}
