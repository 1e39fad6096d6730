// The deposit claims: filtered by status, member and days, approved or rejected (with a reason) by a
// role that may decide them; a decided claim says who decided it.
import { formatUsd, type OpsDeposit } from '@trellis/contract'
import { Badge, ShortValue, Stack, Text, type TableColumn } from '@trellis/ui'
import { useOpsDepositApprove, useOpsDepositReject, useOpsDeposits } from '@trellis/api-client/ops'
import { TextLink } from '../../components/TextLink'
import { DecisionButtons, rejectReason, useDecision } from '../parts'
import { QueueScreen, useQueueFilters } from '../QueueScreen'
import { useOperator } from '../permissions'
import { statusOptions, statusTone, useConsoleWords } from '../statuses'

/** The deposits queue. */
export function DepositsScreen() {
  const { can } = useOperator()
  const { t, when, actor, status: statusWord } = useConsoleWords()
  const filters = useQueueFilters()
  const { status, userId, days, page } = filters
  const list = useOpsDeposits({ status, userId: userId.trim(), ...days, page })
  const approve = useOpsDepositApprove()
  const reject = useOpsDepositReject()
  const { ask, element } = useDecision()
  const mayDecide = can('opsDepositApprove')

  const columns: TableColumn<OpsDeposit>[] = [
    { key: 'at', header: t('filed'), render: (r) => when(r.createdAt) },
    {
      key: 'member',
      header: t('member'),
      wrap: true,
      render: (r) => (
        <Stack gap={1}>
          <TextLink to={`/ops/members/${r.userId}`}>{r.userId}</TextLink>
          <Text as="span" size="sm" tone="muted">
            {r.memberName}
          </Text>
        </Stack>
      ),
    },
    { key: 'amount', header: t('amount'), align: 'end', render: (r) => formatUsd(r.amount) },
    {
      key: 'trx',
      header: t('transaction'),
      wrap: true,
      render: (r) =>
        r.onChain ? (
          <Stack gap={1}>
            <ShortValue value={r.trx} />
            <Badge tone="warning">
              {t(r.onChain.wallet === 'treasury' ? 'paidToTreasury' : 'paidToHotWallet')}
            </Badge>
            <Text as="span" size="sm" tone="muted">
              {t('sender')} <ShortValue value={r.onChain.from} />
            </Text>
            <Text as="span" size="sm" tone={r.onChain.fromMemberPayoutAddress ? 'muted' : 'danger'}>
              {t(r.onChain.fromMemberPayoutAddress ? 'senderSaved' : 'senderNotSaved')}
            </Text>
          </Stack>
        ) : (
          <ShortValue value={r.trx} />
        ),
    },
    {
      key: 'status',
      header: t('statusFilter'),
      wrap: true,
      render: (r) => (
        <Stack gap={1}>
          <Badge tone={statusTone(r.status)}>{statusWord(r.status)}</Badge>
          {r.decidedBy && (
            <Text as="span" size="sm" tone="muted">
              {t('byActor', { actor: actor(r.decidedBy) })}
            </Text>
          )}
        </Stack>
      ),
    },
  ]
  if (mayDecide)
    columns.push({
      key: 'decide',
      header: t('decision'),
      render: (r) =>
        r.status === 'pending' ? (
          <DecisionButtons
            subject={t('depositSubject', { amount: formatUsd(r.amount), userId: r.userId })}
            approval={{ canApprove: true }}
            onApprove={() =>
              ask({
                title: r.onChain
                  ? t('approveClaimToNetwork', {
                      amount: formatUsd(r.amount),
                      userId: r.userId,
                      address: r.onChain.from,
                    })
                  : t('approveDeposit', { amount: formatUsd(r.amount), userId: r.userId }),
                decision: 'approve',
                run: async () => (await approve.trigger({ id: r.id })).message ?? t('approved'),
              })
            }
            onReject={() =>
              ask({
                title: t('rejectDeposit', { amount: formatUsd(r.amount), userId: r.userId }),
                decision: 'reject',
                field: rejectReason(t),
                run: async (reason) =>
                  (await reject.trigger({ id: r.id, reason })).message ?? t('rejected'),
              })
            }
          />
        ) : null,
    })

  return (
    <QueueScreen
      title={t('deposits')}
      filterLabel={t('filterDeposits')}
      statuses={statusOptions(['pending', 'approved', 'rejected'], t)}
      filters={filters}
      withDays
      caption={t('queueDeposits')}
      columns={columns}
      rowKey={(r) => r.id}
      read={list}
      what={t('theDepositClaims')}
      emptyText={t('noDeposits')}
      decision={element}
    />
  )
}
