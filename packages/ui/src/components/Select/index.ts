export {
  Select,
  SelectGroup,
  SelectItem,
  SelectSeparator,
  type SelectGroupProps,
  type SelectItemProps,
  type SelectOption,
  type SelectProps,
} from './Select';
export { selectSizes } from './Select.css';
