import type { PortalBrand, TenantId } from '@academy/shared';

/** Spring is the application-framework portal: it alone has the Guides tab and the FAQs link. */
export type TenantVariant = 'application-framework' | 'platform';

export type BannerKind = 'courses' | 'paths' | 'guides' | 'instructors';

export interface LinkAction {
  label: string;
  to: string;
}

export interface TenantSurvey {
  /** The custom question of the feedback survey; kube asks none. */
  customQuestion: string | null;
  customQuestionCategory: 'spring-projects' | 'tanzu-products' | null;
  levelQuestion: string;
}

/** The portal's brand record (packages/shared, also worn by the sign-in pages) and what only the web app shows. */
export interface TenantBrand extends PortalBrand {
  id: TenantId;
  variant: TenantVariant;
  landing: {
    eyebrow: string;
    heading: string;
    text: string;
    primary: LinkAction;
    secondary: LinkAction;
    highlights: { title: string; text: string }[];
  };
  banners: Record<BannerKind, { title: string; text: string }>;
  missingTopicPrompt: string;
  footerTitle: string;
  survey: TenantSurvey;
}
