import { PORTAL_BRANDS } from '@academy/shared';
import { SPRING_SURVEY } from './survey';
import type { TenantBrand } from './types';

export const spring: TenantBrand = {
  id: 'spring',
  ...PORTAL_BRANDS.spring,
  variant: 'application-framework',
  landing: {
    eyebrow: 'Spring Academy',
    heading: 'Build production-ready Spring applications',
    text: 'Hands-on courses, short guides and learning paths on Spring Boot, data access and security, written by practitioners and tested against real code.',
    primary: { label: 'Browse Courses', to: '/courses' },
    secondary: { label: 'Create Your Free Account', to: '/auth' },
    highlights: [
      { title: 'Courses in modules', text: 'Lessons, knowledge checks and labs that build on each other.' },
      { title: 'Guides in 15-30 minutes', text: 'Focused how-tos for the one thing you need today.' },
      { title: 'Certification ready', text: 'Pro learners get one exam voucher per year.' },
    ],
  },
  banners: {
    courses: {
      title: 'Courses',
      text: 'From your first REST endpoint to securing production APIs: pick a course and learn Spring step by step.',
    },
    paths: { title: 'Learning Paths', text: 'Courses put in a sensible order, so you always know what to learn next.' },
    guides: { title: 'Guides', text: 'Focused Spring how-tos that take 15-30 minutes each.' },
    instructors: { title: 'Instructors', text: 'Engineers who build and run Spring applications every day.' },
  },
  missingTopicPrompt: "Can't find the Spring topic you want to learn? Tell us and we will consider it for a new course.",
  footerTitle: 'Spring Academy: hands-on Spring training from practitioners',
  survey: SPRING_SURVEY,
};
