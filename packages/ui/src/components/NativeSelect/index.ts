export {
  NativeSelect,
  type NativeSelectGroup,
  type NativeSelectOption,
  type NativeSelectProps,
} from './NativeSelect';
export { nativeSelectSizes } from './NativeSelect.css';
