import type { Quiz } from '@academy/shared';
import { getMarkdownRenderer, type RenderMarkdown } from '../../content/render-markdown';
import type { CatalogueSnapshot, RenderedQuiz } from '../catalogue/snapshot';
import { answersAfterAttempts, askedQuestions } from './grade-quiz';

/** One line of markdown as inline HTML: the paragraph the renderer wraps it in is dropped. */
async function renderInline(render: RenderMarkdown, text: string): Promise<string> {
  const html = (await render(text)).trim();
  const paragraph = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return paragraph && !paragraph[1].includes('<p>') ? paragraph[1] : html;
}

async function renderQuiz(lessonId: string, quiz: Quiz): Promise<RenderedQuiz> {
  const render = await getMarkdownRenderer();
  const asked = askedQuestions(quiz);
  const questions = await Promise.all(
    asked.map(async (question, questionIndex) => ({
      questionIndex,
      question: await renderInline(render, question.question),
      description: question.description ? await render(question.description) : '',
      options: await Promise.all(question.options.map((option) => renderInline(render, option))),
      type: question.type,
    })),
  );
  return {
    view: {
      lessonId,
      introContent: await render(quiz.introContent),
      totalQuestions: quiz.totalQuestions,
      passingMarks: quiz.passingMarks,
      answersAfterAttempts: answersAfterAttempts(quiz),
      questions,
    },
    explanations: await Promise.all(asked.map((question) => (question.explanation ? render(question.explanation) : Promise.resolve('')))),
  };
}

/** A drawn quiz (`drawn` names its bank questions) rendered for this content version, rendering it on first use. */
export function renderedQuiz(snapshot: CatalogueSnapshot, lessonId: string, quiz: Quiz, drawn: number[]): Promise<RenderedQuiz> {
  const key = `${lessonId}:${drawn.join(',')}`;
  let rendered = snapshot.quizzes.get(key);
  if (!rendered) {
    rendered = renderQuiz(lessonId, quiz);
    snapshot.quizzes.set(key, rendered);
  }
  return rendered;
}
