export { Field, type FieldProps } from './Field';
export {
  useFieldControl,
  type FieldControlOwnProps,
  type FieldControlWiring,
} from './FieldContext';
