import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** What the open page is about: the lesson, guide or course its feedback names. */
export interface FeedbackTarget {
  /** The page that registered it, so a page still on screen during navigation never lends its id to the next one. */
  pathname: string;
  feedbackableId: string;
  courseId: string;
}

let current: FeedbackTarget | null = null;

/**
 * Lesson, guide and conclusion pages call this, so feedback sent from anywhere on them (their own
 * button, the footer, the account menu) names what the page shows.
 */
export function useRegisterFeedbackTarget(feedbackableId: string, courseId: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    const target = { pathname, feedbackableId, courseId };
    current = target;
    return () => {
      if (current === target) current = null;
    };
  }, [pathname, feedbackableId, courseId]);
}

export function currentFeedbackTarget(): FeedbackTarget | null {
  return current;
}
