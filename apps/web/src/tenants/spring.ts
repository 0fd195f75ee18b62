import { SPRING_SURVEY } from './survey';
import type { TenantBrand } from './types';

export const spring: TenantBrand = {
  id: 'spring',
  name: 'Spring',
  academyName: 'Spring Academy',
  tagline: 'Learn Spring from the engineers who ship with it',
  variant: 'application-framework',
  markSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#1f6b2a"/><path d="M8 24.5C8 14.6 14.4 8 25 7.5c.3 10.6-6.4 17-16.2 17z" fill="#fff"/><path d="M9.5 23.5c3.2-5.4 7.3-9.2 12-11.4" fill="none" stroke="#1f6b2a" stroke-width="1.8" stroke-linecap="round"/></svg>',
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
    courses: { title: 'Courses', text: 'From your first REST endpoint to securing production APIs: pick a course and learn Spring step by step.' },
    paths: { title: 'Learning Paths', text: 'Courses put in a sensible order, so you always know what to learn next.' },
    guides: { title: 'Guides', text: 'Focused Spring how-tos that take 15-30 minutes each.' },
    instructors: { title: 'Instructors', text: 'Engineers who build and run Spring applications every day.' },
  },
  missingTopicPrompt: "Can't find the Spring topic you want to learn? Tell us and we will consider it for a new course.",
  footerTitle: 'Spring Academy: hands-on Spring training from practitioners',
  survey: SPRING_SURVEY,
};
