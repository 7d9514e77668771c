export {
  Dialog,
  type DialogBodyProps,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogDescriptionProps,
  type DialogFooterProps,
  type DialogRootProps,
  type DialogTitleProps,
  type DialogTriggerProps,
} from './Dialog';
export { dialogSizes, type DialogSize } from './Dialog.css';
