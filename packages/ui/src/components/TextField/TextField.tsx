import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Adornment, Field, FieldBox, FieldInput, useFieldIds, type FieldTextProps } from '../Field'

/** Props of {@link TextField}; native input attributes pass through to the input. */
export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'size'>, FieldTextProps {
  /** Text or symbol before the value inside the box, e.g. "$". */
  prefix?: string
  /** A control at the end of the box, e.g. a show-password button. */
  trailing?: ReactNode
  /** A live check shown in place of the hint while typing. */
  liveHint?: ReactNode
}

function isPresent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== ''
}

/** A labelled text input with hint and error. */
export function TextField({
  id: idProp,
  label,
  hint,
  error,
  liveHint,
  hideLabel,
  prefix,
  trailing,
  required,
  disabled,
  ...inputProps
}: TextFieldProps) {
  const hasError = isPresent(error)
  const hasHint = !hasError && (isPresent(liveHint) || isPresent(hint))
  const ids = useFieldIds(idProp, { hasHint, hasError })
  return (
    <Field
      id={ids.id}
      ids={ids}
      label={label}
      hint={hint}
      error={hasError ? error : undefined}
      liveHint={liveHint}
      hideLabel={hideLabel}
      isRequired={required}
    >
      <FieldBox $invalid={hasError} $disabled={!!disabled}>
        {prefix && <Adornment aria-hidden="true">{prefix}</Adornment>}
        <FieldInput
          {...inputProps}
          id={ids.id}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={ids.describedBy}
        />
        {trailing}
      </FieldBox>
    </Field>
  )
}
