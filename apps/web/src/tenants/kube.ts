import { PORTAL_BRANDS } from '@academy/shared';
import { KUBE_SURVEY } from './survey';
import type { TenantBrand } from './types';

export const kube: TenantBrand = {
  id: 'kube',
  ...PORTAL_BRANDS.kube,
  variant: 'platform',
  landing: {
    eyebrow: 'Kube Academy',
    heading: 'Learn Kubernetes by running it',
    text: 'Free courses and labs on workloads, networking, Helm, access control and autoscaling. Start on a local cluster and finish with the skills your platform team needs.',
    primary: { label: 'Browse Courses', to: '/courses' },
    secondary: { label: 'Start a Learning Path', to: '/paths' },
    highlights: [
      { title: 'Labs on your laptop', text: 'Every course ends on a real cluster you create with kind.' },
      { title: 'Guides in 15-30 minutes', text: 'Debug a CrashLoopBackOff or write a network policy today.' },
      { title: 'Learning paths', text: 'From fundamentals to packaging and operating applications.' },
    ],
  },
  banners: {
    courses: {
      title: 'Courses',
      text: 'Pods, Services, Helm and more: courses that take you from kubectl basics to running real workloads.',
    },
    paths: { title: 'Learning Paths', text: 'Follow a path from your first Pod to a production-ready platform.' },
    guides: { title: 'Guides', text: 'Short, practical Kubernetes how-tos that take 15-30 minutes each.' },
    instructors: { title: 'Instructors', text: 'Platform engineers and SREs who run clusters for a living.' },
  },
  missingTopicPrompt: 'Missing a Kubernetes or cloud native topic? Tell us what to cover next.',
  footerTitle: 'Kube Academy: Kubernetes and cloud native learning',
  survey: KUBE_SURVEY,
};
