export { ToastProvider, useToast, type ToastProviderProps } from './Toast';
export {
  DEFAULT_TOAST_DURATION,
  toast,
  toastTypes,
  type ToastAction,
  type ToastFunction,
  type ToastInput,
  type ToastOptions,
  type ToastType,
} from './toastStore';
