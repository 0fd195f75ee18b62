import { KUBE_SURVEY } from './survey';
import type { TenantBrand } from './types';

export const kube: TenantBrand = {
  id: 'kube',
  name: 'Kube',
  academyName: 'Kube Academy',
  tagline: 'Kubernetes and cloud native, one hands-on lesson at a time',
  variant: 'platform',
  markSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#1d4ed8"/><path d="M16 5.5l9.1 5.25v10.5L16 26.5l-9.1-5.25v-10.5z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><path d="M16 16V9.5M16 16l5.6 3.3M16 16l-5.6 3.3" stroke="#fff" stroke-width="2" stroke-linecap="round"/><circle cx="16" cy="16" r="2.8" fill="#fff"/></svg>',
  landing: {
    eyebrow: 'Kube Academy',
    heading: 'Learn Kubernetes by running it',
    text: 'Free courses and labs on workloads, networking, Helm and operators. Start on a local cluster and finish with the skills your platform team needs.',
    primary: { label: 'Browse Courses', to: '/courses' },
    secondary: { label: 'Start a Learning Path', to: '/paths' },
    highlights: [
      { title: 'Labs on your laptop', text: 'Every course ends on a real cluster you create with kind.' },
      { title: 'Guides in 15-30 minutes', text: 'Debug a CrashLoopBackOff or write a network policy today.' },
      { title: 'Learning paths', text: 'From fundamentals to packaging and operating applications.' },
    ],
  },
  banners: {
    courses: { title: 'Courses', text: 'Pods, Services, Helm and more: courses that take you from kubectl basics to running real workloads.' },
    paths: { title: 'Learning Paths', text: 'Follow a path from your first Pod to a production-ready platform.' },
    guides: { title: 'Guides', text: 'Short, practical Kubernetes how-tos that take 15-30 minutes each.' },
    instructors: { title: 'Instructors', text: 'Platform engineers and SREs who run clusters for a living.' },
  },
  missingTopicPrompt: 'Missing a Kubernetes or cloud native topic? Tell us what to cover next.',
  footerTitle: 'Kube Academy: Kubernetes and cloud native learning',
  survey: KUBE_SURVEY,
};
