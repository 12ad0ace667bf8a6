export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}
export interface ToastItem extends ToastInput {
  id: number;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast, replacing any toast on screen (one at a time). */
export function toast(input: ToastInput): number {
  current = { ...input, id: nextId++ };
  emit();
  return current.id;
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export const getToast = () => current;
export function subscribeToast(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
