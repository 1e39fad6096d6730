// The Sign-up tab: under a sponsor (looked up from 7 characters; prefilled from /login/:id),
// with the spec's live password hints. Success starts the session and opens the dashboard (or the
// page a lost session left).
import type { FormEvent } from 'react'
import { Formik, useFormikContext } from 'formik'
import { fallbacks, messages } from '@trellis/contract'
import { signupSchema } from '@trellis/contract/schemas'
import { useRegister } from '@trellis/api-client'
import { Button, TextField, useLocale } from '@trellis/ui'
import { FormikTextField } from '../../components/FormikTextField'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { useMessageDialog } from '../../components/use-message-dialog'
import { FormStack } from '../../components/layout'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { rememberNewMember } from '../../member/new-member'
import { useAppNavigation } from '../../public/navigation'
import { useSponsor, type SponsorLookup } from './use-sponsor'
import { useLoginT } from './messages'

/** The sign-up form's values (the spec's payload; `name` is the sponsor's first name). */
export interface SignupValues {
  userId: string
  firstName: string
  lastName: string
  email: string
  phone: string
  password: string
  cpassword: string
}

/** Props of SignupForm. */
export interface SignupFormProps {
  /** The sponsor id from a referral link (/login/:id). */
  sponsorId?: string
}

/** Validation: the contract's schema, then the sponsor must have been found. */
export async function validateSignup(values: SignupValues, sponsor: SponsorLookup) {
  const errors = await validateWith(signupSchema, toSchemaInput(values))
  if (!errors.userId && values.userId.trim() !== '' && sponsor.state !== 'found')
    errors.userId = messages.sponsorInvalid
  return errors
}

/** The sign-up form. */
export function SignupForm({ sponsorId = '' }: SignupFormProps) {
  const { trigger } = useRegister()
  const { navigate, afterSignIn } = useAppNavigation()
  const { dialog, showError } = useMessageDialog()
  // The language of the page the member signed up on: their mails use it from the first one.
  const locale = useLocale()

  return (
    <>
      <Formik<SignupValues>
        initialValues={{
          userId: sponsorId,
          firstName: '',
          lastName: '',
          email: '',
          phone: '',
          password: '',
          cpassword: '',
        }}
        validate={() => ({})}
        onSubmit={() => {}}
      >
        <SignupFields
          onSubmit={async (values, sponsorName) => {
            try {
              const answer = await trigger({ ...trimmed(values), name: sponsorName, locale })
              rememberNewMember(answer.user.userId)
              navigate(afterSignIn, { replace: true })
            } catch (error) {
              showError(error, fallbacks.login)
            }
          }}
        />
      </Formik>
      {dialog}
    </>
  )
}

function trimmed(v: SignupValues): SignupValues {
  return {
    ...v,
    userId: v.userId.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
  }
}

/** The fields; inside Formik so the sponsor lookup follows the typed id. */
function SignupFields({
  onSubmit,
}: {
  onSubmit: (values: SignupValues, sponsorName: string) => Promise<void>
}) {
  const { values, setErrors, setTouched, setSubmitting, isSubmitting } =
    useFormikContext<SignupValues>()
  const sponsor = useSponsor(values.userId)
  const t = useLoginT()

  // Validation needs the lookup's result, which lives here rather than in Formik's validate.
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])), false)
    const errors = await validateSignup(values, sponsor)
    setErrors(errors)
    if (Object.keys(errors).length > 0) return
    setSubmitting(true)
    await onSubmit(values, sponsor.name)
    setSubmitting(false)
  }

  // method post: were the page's scripts never to run (src/boot.ts holds a submit until they
  // do), the browser's own submit would put the password in the address.
  return (
    <form method="post" noValidate aria-label={t('signupLabel')} onSubmit={submit}>
      <FormStack>
        <FormikTextField
          name="userId"
          label={t('sponsorId')}
          autoComplete="off"
          liveHint={sponsor.error}
          hint={sponsor.state === 'checking' ? t('lookingUpSponsor') : undefined}
        />
        <TextField label={t('sponsorName')} value={sponsor.name} readOnly name="name" />
        <FormikTextField name="firstName" label={t('firstName')} autoComplete="given-name" />
        <FormikTextField name="lastName" label={t('lastName')} autoComplete="family-name" />
        <FormikTextField name="email" label={t('email')} type="email" autoComplete="email" />
        <FormikTextField name="phone" label={t('phone')} type="tel" autoComplete="tel" />
        <NewPasswordFields label={t('password')} confirmLabel={t('confirmPassword')} />
        <Button type="submit" isLoading={isSubmitting} fullWidth>
          {t('signUp')}
        </Button>
      </FormStack>
    </form>
  )
}
