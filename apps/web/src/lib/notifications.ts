import { useSyncExternalStore } from 'react';
import { scopedState } from './render-scope';

export type ToastType = 'danger' | 'warning' | 'success' | 'info';

export const TOAST_TIMEOUT_MS = 5000;

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  additionalInfo?: string;
  timeout: number;
}

export interface MessageModal {
  type: ToastType;
  message: string;
}

/** Spec section 6: what a disabled feature says when nobody says more. */
export const ACCESS_DENIED_DEFAULT = 'This feature has been disabled by your administrator.';

interface NotificationState {
  toasts: Toast[];
  modal: MessageModal | null;
  /** The Access Denied modal's text while it is open. */
  accessDenied: string | null;
}

/**
 * A tiny store outside React so the API client, which is not a component, can raise toasts and
 * modals; the shell renders them. A server render has a store of its own (render-scope.ts), which
 * goes with it: the page it draws shows none of it.
 */
const NONE: NotificationState = { toasts: [], modal: null, accessDenied: null };
const state = scopedState(NONE);
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: Partial<NotificationState>) {
  state.set({ ...state.get(), ...next });
  listeners.forEach((listener) => listener());
}

/** What the store holds now: the shell's, or the server render's under way. */
export const notificationsNow = (): NotificationState => state.get();

export function showToast(message: string, options: { type?: ToastType; additionalInfo?: string; timeout?: number } = {}): number {
  const toast: Toast = {
    id: nextId++,
    type: options.type ?? 'danger',
    message,
    additionalInfo: options.additionalInfo,
    timeout: options.timeout ?? TOAST_TIMEOUT_MS,
  };
  update({ toasts: [...state.get().toasts, toast] });
  return toast.id;
}

export function dismissToast(id: number) {
  update({ toasts: state.get().toasts.filter((toast) => toast.id !== id) });
}

export function showMessageModal(modal: MessageModal) {
  update({ modal });
}

export function closeMessageModal() {
  update({ modal: null });
}

/** A refusal the server explained shows the server's reason (decision 027); otherwise the spec's text. */
export function showAccessDenied(reason?: string) {
  update({ accessDenied: reason?.trim() || ACCESS_DENIED_DEFAULT });
}

export function closeAccessDenied() {
  update({ accessDenied: null });
}

/** Spec: the modal is titled 'Warning' for danger messages and 'Success' otherwise. */
export function messageModalTitle(type: ToastType): 'Warning' | 'Success' {
  return type === 'danger' ? 'Warning' : 'Success';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): NotificationState {
  return useSyncExternalStore(subscribe, notificationsNow, () => NONE);
}
