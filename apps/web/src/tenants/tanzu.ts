import { PORTAL_BRANDS } from '@academy/shared';
import { TANZU_SURVEY } from './survey';
import type { TenantBrand } from './types';

export const tanzu: TenantBrand = {
  id: 'tanzu',
  ...PORTAL_BRANDS.tanzu,
  variant: 'platform',
  landing: {
    eyebrow: 'Tanzu Academy',
    heading: 'Platform engineering, from first principles to golden paths',
    text: 'Courses and guides for platform teams: internal developer platforms, golden paths, GitOps delivery, Carvel packages and apps pushed with cf push.',
    primary: { label: 'Browse Courses', to: '/courses' },
    secondary: { label: 'Create Your Free Account', to: '/auth' },
    highlights: [
      { title: 'Platform as a product', text: 'Design a platform your developers choose to use.' },
      { title: 'Guides in 15-30 minutes', text: 'Onboard a team or bootstrap Flux in one sitting.' },
      { title: 'Certification ready', text: 'Pro learners get one exam voucher per year.' },
    ],
  },
  banners: {
    courses: { title: 'Courses', text: 'Build internal developer platforms, golden paths and GitOps delivery your teams can rely on.' },
    paths: { title: 'Learning Paths', text: 'Curated sequences for platform engineers and the teams they serve.' },
    guides: { title: 'Guides', text: 'Practical platform how-tos that take 15-30 minutes each.' },
    instructors: { title: 'Instructors', text: 'Platform engineers who have built paved roads at scale.' },
  },
  missingTopicPrompt: 'Looking for a platform topic we do not cover yet? Let us know what you need.',
  footerTitle: 'Tanzu Academy: learning for platform teams',
  survey: TANZU_SURVEY,
};
