export { Field, useFieldIds } from './Field'
export type { FieldProps, FieldTextProps } from './Field'
export {
  Box as FieldBox,
  Input as FieldInput,
  Select as FieldSelect,
  Adornment,
} from './Field.styles'
