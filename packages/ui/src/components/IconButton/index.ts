export { IconButton, type IconButtonProps } from './IconButton';
export { iconButtonShapes, iconButtonSizes, iconButtonVariants } from './IconButton.css';
