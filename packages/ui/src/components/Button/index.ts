export { Button, type ButtonProps } from './Button';
export { buttonSizes, buttonVariants } from '../_internal/BaseButton.css';
