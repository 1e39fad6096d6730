// The pool gauges the member's id entitles them to (gaugesFor), each turning into a Join button
// past its pot's expiry. Joining asks for confirmation first; a failure says "Purchase Failed".
import { useState } from 'react'
import styled from 'styled-components'
import {
  POT_NAMES,
  economics,
  fallbacks,
  gaugesFor,
  isPotExpired,
  messages,
  poolTarget,
  potPrice,
  type Member,
  type PotNumber,
} from '@trellis/contract'
import { useJoinPool } from '@trellis/api-client'
import { Card, ConfirmDialog, PoolGauge, type Translate } from '@trellis/ui'
import { SUCCESS_TITLE, useMessageDialog } from '../../components/use-message-dialog'
import { formatUsd } from '../../components/format'
import { dashboardEnglishT, useDashboardT, type DashboardMessageId } from './messages'

const Gauges = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`

/** What joining costs, which wallet pays (the one the server charges) and what it buys. */
export function joinMessage(
  pot: PotNumber,
  t: Translate<DashboardMessageId> = dashboardEnglishT,
): string {
  return t('joinMessage', {
    price: formatUsd(potPrice(pot)),
    wallet: economics.potWallet,
    pot: POT_NAMES[pot],
    days: economics.potDays,
  })
}

/** Props of PoolSection. */
export interface PoolSectionProps {
  /** The member; undefined while loading. */
  member: Member | undefined
  /** The member's id (known from the session before the member loads). */
  userId: string
  isLoading: boolean
}

/** The pool gauges of the dashboard. */
export function PoolSection({ member, userId, isLoading }: PoolSectionProps) {
  const { trigger, isMutating } = useJoinPool()
  const [confirming, setConfirming] = useState<PotNumber | null>(null)
  const { dialog, show, showError } = useMessageDialog()
  const t = useDashboardT()
  const visible = gaugesFor(userId)

  const join = async (pot: PotNumber) => {
    setConfirming(null)
    if (!userId) {
      show({ title: fallbacks.poolJoinTitle, message: messages.notLoggedIn, tone: 'error' })
      return
    }
    try {
      await trigger({ userId, pot, amount: potPrice(pot) })
      show({ title: SUCCESS_TITLE, message: t('joined', { pot: POT_NAMES[pot] }), tone: 'success' })
    } catch (error) {
      showError(error, fallbacks.poolJoinMessage, fallbacks.poolJoinTitle)
    }
  }

  const potGauge = (pot: PotNumber) => {
    const count = member ? (pot === 3 ? member.pot3Count : member.pot4Count) : 0
    const earned = member ? (pot === 3 ? member.pot3Wallet : member.pot4Wallet) : 0
    const expiry = member ? (pot === 3 ? member.pot3Expire : member.pot4Expire) : null
    return (
      <PoolGauge
        key={pot}
        label={POT_NAMES[pot]}
        value={earned}
        target={poolTarget(pot === 3 ? 'pot3' : 'pot4', count)}
        isExpired={member ? isPotExpired(expiry, Date.now(), pot) : false}
        isJoined={count > 0}
        expiresOn={expiry}
        price={potPrice(pot)}
        onJoin={() => setConfirming(pot)}
        isJoining={isMutating}
        isLoading={isLoading}
      />
    )
  }

  return (
    <Card title={t('pools')}>
      <Gauges>
        <PoolGauge
          label={t('basePool')}
          value={member?.poolWallet ?? 0}
          target={poolTarget('base', member?.poolCount ?? 0)}
          isExpired={false}
          isLoading={isLoading}
        />
        {visible.withdrawal && (
          <PoolGauge
            label={t('withdrawalPool')}
            value={member?.totalWithdrawal ?? 0}
            target={member?.totalReturn ?? 0}
            // totalReturn is the daily return (ROI) paid so far, the gauge's full mark.
            description={t('withdrawalPoolText')}
            isExpired={false}
            isLoading={isLoading}
          />
        )}
        {visible.pot3 && potGauge(3)}
        {visible.pot4 && potGauge(4)}
      </Gauges>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming ? t('joinTitle', { pot: POT_NAMES[confirming] }) : ''}
        message={confirming ? joinMessage(confirming, t) : undefined}
        confirmLabel={t('join')}
        onConfirm={() => confirming && void join(confirming)}
        onCancel={() => setConfirming(null)}
        isBusy={isMutating}
      />
      {dialog}
    </Card>
  )
}
