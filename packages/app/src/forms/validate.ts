// Formik validation with the contract's yup schemas. Formik's own validationSchema cannot pass
// yup a context, and the balance rules read the member's balances from it.
import { ValidationError, type AnyObjectSchema } from 'yup'
import type { FormikErrors } from 'formik'
import type { BalanceContext } from '@trellis/contract'

/**
 * Validates form values with a schema and returns Formik errors: the first message per field,
 * in the schema's order.
 */
export async function validateWith<Values extends object>(
  schema: AnyObjectSchema,
  values: Values,
  context?: BalanceContext,
): Promise<FormikErrors<Values>> {
  try {
    await schema.validate(values, { context, abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: Record<string, string> = {}
    const list = error.inner.length > 0 ? error.inner : [error]
    for (const e of list) {
      const key = e.path ?? '_form'
      if (!(key in errors)) errors[key] = e.message
    }
    return errors as FormikErrors<Values>
  }
}

/** Makes a Formik `validate` function bound to a schema and (optionally) the member's balances. */
export function formValidator<Values extends object>(
  schema: AnyObjectSchema,
  context?: BalanceContext,
): (values: Values) => Promise<FormikErrors<Values>> {
  return (values) => validateWith(schema, toSchemaInput(values), context)
}

/** Empty inputs are "missing" to yup (required), not the empty string or NaN. */
export function toSchemaInput<Values extends object>(values: Values): Values {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(values)) out[k] = v === '' ? undefined : v
  return out as Values
}

/** The first error of a Formik errors object, for a form-level message. @internal */
export function firstError(errors: Record<string, unknown>): string | undefined {
  for (const value of Object.values(errors)) if (typeof value === 'string') return value
  return undefined
}
