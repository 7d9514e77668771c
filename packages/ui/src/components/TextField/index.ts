export { TextField, type TextFieldProps } from './TextField';
export { textFieldSizes, textFieldTypes } from './TextField.css';
