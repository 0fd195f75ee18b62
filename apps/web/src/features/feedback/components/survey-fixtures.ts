import type { FeedbackQuestions } from '@academy/shared';

/** The survey questions the API answers for spring (a portal question) and kube (none), as seeded. */
export const SPRING_QUESTIONS: FeedbackQuestions = {
  customQuestionCategory: 'spring-projects',
  customQuestion: [
    { key: 'spring-boot', value: 'Spring Boot', checked: false },
    { key: 'spring-security', value: 'Spring Security', checked: false },
  ],
  level: [
    { key: 'beginner', value: 'Beginner', checked: false },
    { key: 'advanced', value: 'Advanced', checked: false },
  ],
};

export const KUBE_QUESTIONS: FeedbackQuestions = { customQuestionCategory: null, customQuestion: [], level: SPRING_QUESTIONS.level };
