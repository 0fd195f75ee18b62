import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { scopedState } from './render-scope';

/** What the open page is about: the lesson, guide or course its feedback names. */
export interface FeedbackTarget {
  /** The page that registered it, so a page still on screen during navigation never lends its id to the next one. */
  pathname: string;
  feedbackableId: string;
  courseId: string;
}

const current = scopedState<FeedbackTarget | null>(null);

/**
 * Lesson, guide and conclusion pages call this, so feedback sent from anywhere on them (their own
 * button, the footer, the account menu) names what the page shows.
 */
export function useRegisterFeedbackTarget(feedbackableId: string, courseId: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    const target = { pathname, feedbackableId, courseId };
    current.set(target);
    return () => {
      if (current.get() === target) current.set(null);
    };
  }, [pathname, feedbackableId, courseId]);
}

export function currentFeedbackTarget(): FeedbackTarget | null {
  return current.get();
}

/*
 * Whether the Give Feedback dialog is open. The app shell hosts the one dialog; the footer, the
 * account menu and the pages' own buttons only ask for it, so no feature needs the feedback code.
 */
const dialogOpen = scopedState(false);
const listeners = new Set<() => void>();

function setDialogOpen(open: boolean) {
  dialogOpen.set(open);
  listeners.forEach((listener) => listener());
}

export const openFeedbackDialog = () => setDialogOpen(true);
export const closeFeedbackDialog = () => setDialogOpen(false);

export function useFeedbackDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dialogOpen.get,
    () => false,
  );
}
