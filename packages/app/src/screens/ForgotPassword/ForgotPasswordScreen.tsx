// Route /forgot-password: ask for a reset code by user id, then set a new password with it.
import { useState } from 'react'
import { Card } from '@trellis/ui'
import { PublicPage } from '../../components/PublicPage'
import { RequestCodeForm } from './RequestCodeForm'
import { ResetPasswordForm } from './ResetPasswordForm'
import { TextLink } from '../../components/TextLink'
import { useForgotPasswordT } from './messages'

/** The forgot password screen. */
export function ForgotPasswordScreen() {
  const [userId, setUserId] = useState<string | null>(null)
  const [sentMessage, setSentMessage] = useState('')
  const t = useForgotPasswordT()
  return (
    <PublicPage title={t('title')}>
      <Card>
        {userId === null ? (
          <RequestCodeForm
            onSent={(id, message) => {
              setUserId(id)
              setSentMessage(message)
            }}
          />
        ) : (
          <ResetPasswordForm userId={userId} notice={sentMessage} />
        )}
      </Card>
      <TextLink to="/login">{t('backToLogin')}</TextLink>
    </PublicPage>
  )
}
