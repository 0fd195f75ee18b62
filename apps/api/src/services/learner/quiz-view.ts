import type { Quiz, QuizForLearner } from '@academy/shared';
import { getMarkdownRenderer, type RenderMarkdown } from '../../content/render-markdown';
import type { CatalogueSnapshot, RenderedBank } from '../catalogue/snapshot';
import { answersAfterAttempts, type Draw } from './grade-quiz';

/** One attempt's quiz as the learner sees it (no key), and the explanations held back for its results. */
export interface RenderedQuiz {
  view: Omit<QuizForLearner, 'lastAttempt' | 'attempts'>;
  /** Explanation HTML by question index ('' when the question has none). */
  explanations: string[];
}

/** One line of markdown as inline HTML: the paragraph the renderer wraps it in is dropped. */
async function renderInline(render: RenderMarkdown, text: string): Promise<string> {
  const html = (await render(text)).trim();
  const paragraph = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return paragraph && !paragraph[1].includes('<p>') ? paragraph[1] : html;
}

async function renderBank(quiz: Quiz): Promise<RenderedBank> {
  const render = await getMarkdownRenderer();
  const questions = await Promise.all(
    quiz.questions.map(async (question) => ({
      question: await renderInline(render, question.question),
      description: question.description ? await render(question.description) : '',
      options: await Promise.all(question.options.map((option) => renderInline(render, option))),
      type: question.type,
    })),
  );
  return {
    introContent: await render(quiz.introContent),
    questions,
    explanations: await Promise.all(
      quiz.questions.map((question) => (question.explanation ? render(question.explanation) : Promise.resolve(''))),
    ),
  };
}

/**
 * One attempt's view of a knowledge check (`bank` is the whole quiz, `draw` the attempt's questions
 * and option order), made from the bank rendered once per content version.
 */
export async function renderedQuiz(snapshot: CatalogueSnapshot, lessonId: string, bank: Quiz, draw: Draw): Promise<RenderedQuiz> {
  let rendering = snapshot.quizzes.get(lessonId);
  if (!rendering) {
    rendering = renderBank(bank);
    snapshot.quizzes.set(lessonId, rendering);
  }
  const rendered = await rendering;
  const questions = draw.drawn.map((bankIndex, questionIndex) => {
    const { options, ...question } = rendered.questions[bankIndex];
    return { questionIndex, ...question, options: draw.orders[questionIndex].map((content) => options[content]) };
  });
  return {
    view: {
      lessonId,
      introContent: rendered.introContent,
      totalQuestions: bank.totalQuestions,
      passingMarks: bank.passingMarks,
      answersAfterAttempts: answersAfterAttempts(bank),
      questions,
    },
    explanations: draw.drawn.map((bankIndex) => rendered.explanations[bankIndex]),
  };
}
