import { describe, expect, it } from 'vitest';
import type { FeedbackQuestions } from '@academy/shared';
import { KUBE_SURVEY, SPRING_SURVEY, TANZU_SURVEY } from '../../tenants/survey';
import { customQuestionLabel } from './survey-questions';

const choice = { key: 'k', value: 'V', checked: false };
const questions = (customQuestionCategory: string | null, count = 1): FeedbackQuestions => ({
  customQuestionCategory,
  customQuestion: Array.from({ length: count }, () => choice),
  level: [choice],
});

describe('customQuestionLabel (spec section 9 wording)', () => {
  it("words each portal's question from its copy", () => {
    expect(customQuestionLabel(questions('spring-projects'), SPRING_SURVEY)).toBe(
      'Which Spring project(s) do you want to learn more about?',
    );
    expect(customQuestionLabel(questions('tanzu-products'), TANZU_SURVEY)).toBe(
      'Which Tanzu product area or capability are you interested in learning about next?',
    );
  });

  it('asks nothing on kube, nor where the portal offers no choices', () => {
    expect(customQuestionLabel(questions(null, 0), KUBE_SURVEY)).toBeNull();
    expect(customQuestionLabel(questions('spring-projects', 0), SPRING_SURVEY)).toBeNull();
  });
});
