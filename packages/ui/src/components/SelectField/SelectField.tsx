import type { ComponentPropsWithRef } from 'react'
import { Chevron } from './SelectField.styles'
import { Field, FieldBox, FieldSelect, useFieldIds, type FieldTextProps } from '../Field'

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  /** The submitted value. */
  value: string
  /** What the member reads. */
  label: string
  /** Shown but not choosable. */
  disabled?: boolean
}

/** Props of {@link SelectField}; native select attributes pass through. */
export interface SelectFieldProps
  extends Omit<ComponentPropsWithRef<'select'>, 'children'>, FieldTextProps {
  /** The choices, in order. */
  options: readonly SelectOption[]
  /** A first, empty choice such as "Select a plan" (value ""). */
  placeholder?: string
}

/** A labelled native select (best on phones: the system picker) with hint and error. */
export function SelectField({
  id: idProp,
  label,
  hint,
  error,
  hideLabel,
  options,
  placeholder,
  required,
  disabled,
  ...selectProps
}: SelectFieldProps) {
  const hasError = error !== undefined && error !== null && error !== ''
  const hasHint = !hasError && hint !== undefined && hint !== null && hint !== ''
  const ids = useFieldIds(idProp, { hasHint, hasError })
  return (
    <Field
      id={ids.id}
      ids={ids}
      label={label}
      hint={hint}
      error={hasError ? error : undefined}
      hideLabel={hideLabel}
      isRequired={required}
    >
      <FieldBox $invalid={hasError} $disabled={!!disabled}>
        <FieldSelect
          {...selectProps}
          id={ids.id}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </FieldSelect>
        <Chevron aria-hidden="true">▾</Chevron>
      </FieldBox>
    </Field>
  )
}
