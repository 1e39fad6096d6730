// Right after sign-up: the member's new user id, large and with a copy button, because log-in
// and password recovery ask for it and nothing else on the way told them.
import { useState } from 'react'
import styled from 'styled-components'
import { Button, CopyButton, Dialog } from '@trellis/ui'
import { takeNewMember } from '../../member/new-member'
import { useDashboardT } from './messages'

const Id = styled.p`
  margin: 0 0 12px;
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.text};
`

/** Shows the new member's id once after sign-up; renders nothing otherwise. */
export function NewMemberDialog() {
  const [userId, setUserId] = useState(takeNewMember)
  const t = useDashboardT()
  return (
    <Dialog
      isOpen={userId !== null}
      onClose={() => setUserId(null)}
      title={t('newMemberTitle')}
      description={t('newMemberText')}
      footer={<Button onClick={() => setUserId(null)}>{t('continue')}</Button>}
    >
      <Id>{userId}</Id>
      <CopyButton value={userId ?? ''} label={t('copyUserId')} />
    </Dialog>
  )
}
