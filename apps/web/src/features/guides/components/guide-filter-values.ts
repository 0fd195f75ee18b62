import type { GuideListItem } from '@academy/shared';
import type { FilterValues } from '../../../lib/filters';

export function guideFilterValues(guide: GuideListItem, category: string): FilterValues {
  switch (category) {
    case 'favorite':
      return guide.isFavorite;
    case 'topic':
      return guide.topic;
    case 'level':
      return guide.level;
    case 'status':
      return [guide.progressStatus];
    default:
      return [];
  }
}
