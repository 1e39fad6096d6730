// The shell of a form that sends one contract call: Formik checks the values with the call's own
// schema (the server checks the same one), the submit button waits while the call runs, and a
// refusal opens the spec's failure dialog with the server's message or the screen's fallback. The
// form gives its fields, what it sends and what a success does.
import type { ReactNode } from 'react'
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps } from 'formik'
import type { AnyObjectSchema } from 'yup'
import type { BalanceContext } from '@trellis/contract'
import { Button } from '@trellis/ui'
import { FormStack } from '../components/layout'
import { useMessageDialog } from '../components/use-message-dialog'
import { formValidator } from './validate'

/** What a form's onDone gets besides the answer. */
export type ContractFormDone<Values> = Pick<
  FormikHelpers<Values>,
  'resetForm' | 'setFieldValue'
> & {
  /** The values that were sent (as typed). */
  values: Values
} & Pick<ReturnType<typeof useMessageDialog>, 'show' | 'showSuccess'>

/** Props of ContractForm. */
export interface ContractFormProps<Values extends object, Answer> {
  /** The form's accessible name. */
  label: string
  /** The values the form starts with (and goes back to on resetForm). */
  initialValues: Values
  /** Formik's enableReinitialize: start again when initialValues change (a member that loaded). */
  enableReinitialize?: boolean
  /** The call's schema from `@trellis/contract/schemas`. */
  schema: AnyObjectSchema
  /** The member's balances, for the schema's balance rules. */
  context?: BalanceContext
  /**
   * Replaces the plain schema check, for a form that reads its typed values before the schema
   * does (it still validates with the schema inside).
   */
  validate?: (values: Values) => Promise<FormikErrors<Values>>
  /** Sends the call (the write hook's trigger with the body made from the values). */
  submit: (values: Values) => Promise<Answer>
  /** What a success does: reset the form, show the answer, move on. */
  onDone: (answer: Answer, done: ContractFormDone<Values>) => void | Promise<void>
  /** The spec's message for a failure whose answer has none. */
  fallback: string
  /** The failure dialog's title, when the spec names one (default "Error"). */
  failureTitle?: string
  /** Label of the submit button. */
  submitLabel: string
  /** The submit button spans the form (default true). */
  fullWidth?: boolean
  /** The fields, given Formik's state (e.g. the values for a live hint). */
  children: (formik: FormikProps<Values>) => ReactNode
}

/** A Formik form for one contract call, with its failure and success dialog. */
export function ContractForm<Values extends object, Answer>({
  label,
  initialValues,
  enableReinitialize,
  schema,
  context,
  validate,
  submit,
  onDone,
  fallback,
  failureTitle,
  submitLabel,
  fullWidth = true,
  children,
}: ContractFormProps<Values, Answer>) {
  const { dialog, show, showError, showSuccess } = useMessageDialog()
  return (
    <>
      <Formik<Values>
        initialValues={initialValues}
        {...(enableReinitialize !== undefined ? { enableReinitialize } : {})}
        validate={validate ?? formValidator<Values>(schema, context)}
        onSubmit={async (values, { resetForm, setFieldValue }) => {
          let answer: Answer
          try {
            answer = await submit(values)
          } catch (error) {
            showError(error, fallback, failureTitle)
            return
          }
          await onDone(answer, { values, resetForm, setFieldValue, show, showSuccess })
        }}
      >
        {(formik) => (
          <Form noValidate aria-label={label}>
            <FormStack>
              {children(formik)}
              <Button type="submit" isLoading={formik.isSubmitting} fullWidth={fullWidth}>
                {submitLabel}
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      {dialog}
    </>
  )
}
