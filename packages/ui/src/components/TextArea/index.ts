export { TextArea, type TextAreaProps } from './TextArea';
export { textAreaResizes } from './TextArea.css';
