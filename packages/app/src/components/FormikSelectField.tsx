// A ui SelectField bound to the surrounding Formik form by name.
import { useField, useFormikContext } from 'formik'
import { SelectField, type SelectFieldProps } from '@trellis/ui'

/** Props of FormikSelectField: a SelectField whose value and error come from Formik. */
export type FormikSelectFieldProps = Omit<
  SelectFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error'
> & {
  /** The Formik field name. */
  name: string
}

/** A select wired to Formik. */
export function FormikSelectField({ name, ...rest }: FormikSelectFieldProps) {
  const [field, meta] = useField<string>(name)
  const { submitCount } = useFormikContext()
  const error = meta.touched || submitCount > 0 ? meta.error : undefined
  return <SelectField {...rest} {...field} value={field.value ?? ''} error={error} />
}
