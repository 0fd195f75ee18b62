import type { TenantSurvey } from './types';

export const LEVEL_QUESTION = 'Which level of material are you most interested in?';

export const SPRING_SURVEY: TenantSurvey = {
  customQuestion: 'Which Spring project(s) do you want to learn more about?',
  customQuestionCategory: 'spring-projects',
  levelQuestion: LEVEL_QUESTION,
};

export const TANZU_SURVEY: TenantSurvey = {
  customQuestion: 'Which Tanzu product area or capability are you interested in learning about next?',
  customQuestionCategory: 'tanzu-products',
  levelQuestion: LEVEL_QUESTION,
};

export const KUBE_SURVEY: TenantSurvey = {
  customQuestion: null,
  customQuestionCategory: null,
  levelQuestion: LEVEL_QUESTION,
};
