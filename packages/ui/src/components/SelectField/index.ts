export { SelectField } from './SelectField'
export type { SelectFieldProps, SelectOption } from './SelectField'
