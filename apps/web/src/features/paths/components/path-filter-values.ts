import type { PathListItem } from '@academy/shared';
import type { FilterValues } from '../../../lib/filters';

export function pathFilterValues(path: PathListItem, category: string): FilterValues {
  switch (category) {
    case 'favorite':
      return path.isFavorite;
    case 'topic':
      return path.topic;
    case 'level':
      return path.level;
    default:
      return [];
  }
}
