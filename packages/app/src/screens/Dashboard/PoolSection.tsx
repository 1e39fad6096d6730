// The pool gauges the member's id entitles them to (gaugesFor), each turning into a Join button
// past its pot's expiry. Joining asks for confirmation first; a failure says "Purchase Failed".
import { useState } from 'react'
import styled from 'styled-components'
import {
  POT_NAMES,
  WALLET_NAMES,
  economics,
  fallbacks,
  gaugesFor,
  isPotExpired,
  messages,
  potPrice,
  type Member,
  type PotNumber,
} from '@trellis/contract'
import { useJoinPool } from '@trellis/api-client'
import { Card, ConfirmDialog, PoolGauge } from '@trellis/ui'
import { useMessageDialog } from '../../components/use-message-dialog'
import { formatUsd } from '../../components/format'

const Gauges = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`

/** What joining costs, which wallet pays (the one the server charges) and what it buys. */
export function joinMessage(pot: PotNumber): string {
  return (
    `${formatUsd(potPrice(pot))} will be paid from your ${WALLET_NAMES[economics.potWallet]}. ` +
    `You join the ${POT_NAMES[pot]} for ${economics.potDays} days.`
  )
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
  const visible = gaugesFor(userId)

  const join = async (pot: PotNumber) => {
    setConfirming(null)
    if (!userId) {
      show({ title: fallbacks.poolJoinTitle, message: messages.notLoggedIn })
      return
    }
    try {
      await trigger({ userId, pot, amount: potPrice(pot) })
      show({ title: 'Success', message: `You joined the ${POT_NAMES[pot]}.`, tone: 'success' })
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
        target={economics.poolSize[pot === 3 ? 'pot3' : 'pot4'] * count}
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
    <Card title="Pools">
      <Gauges>
        <PoolGauge
          label="Base Pool"
          value={member?.poolWallet ?? 0}
          target={economics.poolSize.base * (member?.poolCount ?? 0)}
          isExpired={false}
          isLoading={isLoading}
        />
        {visible.withdrawal && (
          <PoolGauge
            label="Withdrawal"
            value={member?.totalWithdrawal ?? 0}
            target={member?.totalReturn ?? 0}
            // totalReturn is the daily return (ROI) paid so far, the gauge's full mark.
            description="What you have withdrawn so far, out of the daily return your investments have paid you."
            isExpired={false}
            isLoading={isLoading}
          />
        )}
        {visible.pot3 && potGauge(3)}
        {visible.pot4 && potGauge(4)}
      </Gauges>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming ? `Join the ${POT_NAMES[confirming]}?` : ''}
        message={confirming ? joinMessage(confirming) : undefined}
        confirmLabel="Join"
        onConfirm={() => confirming && void join(confirming)}
        onCancel={() => setConfirming(null)}
        isBusy={isMutating}
      />
      {dialog}
    </Card>
  )
}
