import { useSyncExternalStore } from 'react';

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

interface NotificationState {
  toasts: Toast[];
  modal: MessageModal | null;
  accessDenied: boolean;
}

/**
 * A tiny store outside React so the API client, which is not a component, can raise toasts and
 * modals; the shell renders them.
 */
const NONE: NotificationState = { toasts: [], modal: null, accessDenied: false };
let state = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: Partial<NotificationState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function showToast(
  message: string,
  options: { type?: ToastType; additionalInfo?: string; timeout?: number } = {},
): number {
  const toast: Toast = {
    id: nextId++,
    type: options.type ?? 'danger',
    message,
    additionalInfo: options.additionalInfo,
    timeout: options.timeout ?? TOAST_TIMEOUT_MS,
  };
  update({ toasts: [...state.toasts, toast] });
  return toast.id;
}

export function dismissToast(id: number) {
  update({ toasts: state.toasts.filter((toast) => toast.id !== id) });
}

export function showMessageModal(modal: MessageModal) {
  update({ modal });
}

export function closeMessageModal() {
  update({ modal: null });
}

export function showAccessDenied() {
  update({ accessDenied: true });
}

export function closeAccessDenied() {
  update({ accessDenied: false });
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
  return useSyncExternalStore(subscribe, () => state, () => NONE);
}
