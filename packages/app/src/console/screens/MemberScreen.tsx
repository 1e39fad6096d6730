// One member seen whole: balances, ledger entries with their sources, team position, sessions
// (end them all), locks (unlock), second factors, KYC and payout address history, and a password
// reset the member finishes from the e-mail (an operator never sets a member's password), and the
// last money notices sent again (never a code). Each action asks for confirmation and an optional
// reason for the audit log.
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import {
  formatDate,
  formatUsd,
  isMemberActive,
  OPS_PAGE_SIZE,
  type OpsLedgerEntry,
  type OpsMemberView,
  type OpsResendMail,
} from '@trellis/contract'
import {
  Badge,
  Button,
  Card,
  Inline,
  PaginatedTable,
  ShortValue,
  Skeleton,
  Stack,
  StatGrid,
  Text,
  sourceLine,
  type TableColumn,
} from '@trellis/ui'
import {
  useOpsMember,
  useOpsMemberEndSessions,
  useOpsMemberFactorRecovery,
  useOpsMemberLedger,
  useOpsMemberPasswordReset,
  useOpsMemberResendMail,
  useOpsMemberUnlock,
} from '@trellis/api-client/ops'
import { readErrorMessage } from '../../components/error-message'
import { ConsoleScreen } from '../ConsoleScreen'
import { REJECT_REASON, useDecision } from '../parts'
import { useOperator } from '../permissions'
import { formatWhen, plural, walletNames } from '../statuses'

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`

const OPTIONAL_REASON = { label: 'Reason (optional, kept in the audit log)', required: false }

/** The notices support may send again (never a code: the server refuses any other). */
const resendMails: { mail: OpsResendMail; label: string }[] = [
  { mail: 'deposit-credited', label: 'Deposit credited' },
  { mail: 'withdrawal-sent', label: 'Withdrawal sent' },
]

const lockWords: Record<OpsMemberView['locks'][number]['kind'], string> = {
  login: 'Sign-in',
  tpass: 'Transaction password',
  factor: 'Second factor',
  'payout-hold': 'Payout hold',
}

const ledgerColumns: TableColumn<OpsLedgerEntry>[] = [
  { key: 'at', header: 'Date', render: (e) => formatDate(e.createdAt) },
  { key: 'desc', header: 'Entry', wrap: true, render: (e) => e.desc },
  {
    key: 'source',
    header: 'Source',
    wrap: true,
    render: (e) => (e.source ? sourceLine(e.source) : e.transactionKind),
  },
  { key: 'wallet', header: 'Wallet', render: (e) => walletNames[e.wallet] },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    render: (e) => `${e.type === 'debit' ? '−' : '+'}${formatUsd(e.amount)}`,
  },
  {
    key: 'after',
    header: 'Balance after',
    align: 'end',
    render: (e) => (e.balanceAfter === null ? '—' : formatUsd(e.balanceAfter)),
  },
]

function Ledger({ userId }: { userId: string }) {
  const [page, setPage] = useState(1)
  const ledger = useOpsMemberLedger(userId, page)
  return (
    <PaginatedTable
      caption="Ledger entries"
      columns={ledgerColumns}
      rows={ledger.data?.data ?? []}
      rowKey={(e) => e.id}
      page={page}
      pageSize={OPS_PAGE_SIZE}
      total={ledger.data?.total ?? 0}
      onPageChange={setPage}
      isLoading={ledger.isLoading}
      emptyText="No ledger entry yet."
      error={ledger.error ? readErrorMessage(ledger.error, 'the ledger entries') : null}
      onRetry={() => void ledger.mutate()}
    />
  )
}

/** The member's 360° view at /ops/members/:userId. */
export function MemberScreen() {
  const { userId = '' } = useParams()
  const view = useOpsMember(userId)
  const { can } = useOperator()
  const endSessions = useOpsMemberEndSessions()
  const unlock = useOpsMemberUnlock()
  const reset = useOpsMemberPasswordReset()
  const recovery = useOpsMemberFactorRecovery()
  const resend = useOpsMemberResendMail()
  const { ask, element } = useDecision()
  const v = view.data?.data

  if (view.error) {
    return (
      <ConsoleScreen title={`Member ${userId}`}>
        <Card>
          <Stack gap={3}>
            <Text tone="danger">{readErrorMessage(view.error, `member ${userId}`)}</Text>
            <Inline>
              <Button variant="secondary" onClick={() => void view.mutate()}>
                Retry
              </Button>
            </Inline>
          </Stack>
        </Card>
      </ConsoleScreen>
    )
  }

  const m = v?.member
  return (
    <ConsoleScreen title={m ? `${m.firstName} ${m.lastName} (${m.userId})` : `Member ${userId}`}>
      <Stack gap={6}>
        <Card title="Member" titleAs="h2">
          {v && m ? (
            <Stack gap={3}>
              <Inline gap={2}>
                <Badge tone={isMemberActive(m.activeDate) ? 'success' : 'neutral'}>
                  {isMemberActive(m.activeDate) ? 'active' : 'not active'}
                </Badge>
                {v.locks.length > 0 && <Badge tone="danger">locked</Badge>}
                {v.pendingDeposits > 0 && (
                  <Badge tone="warning">{plural(v.pendingDeposits, 'deposit')} pending</Badge>
                )}
                {v.pendingWithdrawals > 0 && (
                  <Badge tone="warning">{plural(v.pendingWithdrawals, 'withdrawal')} pending</Badge>
                )}
              </Inline>
              <Text>
                {m.email} · {m.phone}
              </Text>
              <Text size="sm" tone="muted">
                Joined {formatDate(m.createdAt)}
              </Text>
              <Inline gap={2}>
                {can('opsMemberPasswordReset') && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      ask({
                        title: `Mail ${m.firstName} a password reset code?`,
                        decision: 'approve',
                        confirmLabel: 'Start password reset',
                        field: OPTIONAL_REASON,
                        run: async (reason) =>
                          (await reset.trigger({ userId, ...(reason ? { reason } : {}) })).message,
                      })
                    }
                  >
                    Start password reset
                  </Button>
                )}
                {can('opsMemberResendMail') &&
                  resendMails.map(({ mail, label }) => (
                    <Button
                      key={mail}
                      variant="secondary"
                      size="sm"
                      onClick={() =>
                        ask({
                          title: `Send ${m.firstName} the last “${label}” mail again, to ${m.email}?`,
                          decision: 'approve',
                          confirmLabel: 'Send again',
                          field: OPTIONAL_REASON,
                          run: async (reason) =>
                            (
                              await resend.trigger({
                                userId,
                                mail,
                                ...(reason ? { reason } : {}),
                              })
                            ).message,
                        })
                      }
                    >
                      Resend “{label}”
                    </Button>
                  ))}
                {can('opsMemberFactorRecovery') && v.factors.totp && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      ask({
                        title: `Remove ${m.firstName}'s authenticator app in 72 hours?`,
                        decision: 'approve',
                        confirmLabel: 'Start factor recovery',
                        field: REJECT_REASON,
                        run: async (reason) => {
                          const answer = await recovery.trigger({ userId, reason })
                          return `The app is removed on ${formatDate(answer.data.at)} unless the member stops it.`
                        },
                      })
                    }
                  >
                    Start factor recovery
                  </Button>
                )}
              </Inline>
            </Stack>
          ) : (
            <Skeleton lines={3} />
          )}
        </Card>
        <StatGrid
          title="Balances"
          columns={4}
          isLoading={!m}
          loadingCount={4}
          items={
            m
              ? [
                  { id: 'wallet', label: 'Income wallet', value: m.wallet },
                  { id: 'package', label: 'Package wallet', value: m.packageWallet },
                  { id: 'bonus', label: 'Bonus wallet', value: m.bonusWallet },
                  { id: 'investment', label: 'Total investment', value: m.totalInvestment },
                ]
              : []
          }
        />
        <Columns>
          <Card title="Team position" titleAs="h2">
            {v ? (
              <List>
                <li>
                  Sponsor:{' '}
                  {v.team.sponsor
                    ? `${v.team.sponsor.name} (${v.team.sponsor.userId})`
                    : 'none (top of the tree)'}
                </li>
                <li>
                  Upline:{' '}
                  {v.team.upline.length === 0
                    ? '—'
                    : v.team.upline.map((u) => u.userId).join(' → ')}
                </li>
                <li>Direct referrals: {v.team.directCount}</li>
                <li>
                  Team: {v.team.teamCount} members, {formatUsd(v.team.teamBusiness)} business
                </li>
              </List>
            ) : (
              <Skeleton lines={4} />
            )}
          </Card>
          <Card
            title="Sessions"
            titleAs="h2"
            actions={
              v && v.sessions.length > 0 && can('opsMemberEndSessions') ? (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() =>
                    ask({
                      title: `End every session of ${userId}?`,
                      decision: 'reject',
                      confirmLabel: 'End sessions',
                      field: OPTIONAL_REASON,
                      run: async (reason) =>
                        (await endSessions.trigger({ userId, ...(reason ? { reason } : {}) }))
                          .message,
                    })
                  }
                >
                  End sessions
                </Button>
              ) : undefined
            }
          >
            {v ? (
              v.sessions.length === 0 ? (
                <Text tone="muted">No live session.</Text>
              ) : (
                <List aria-label="Live sessions">
                  {v.sessions.map((s) => (
                    <li key={s.id}>
                      {s.device} · {s.address} · last used {formatWhen(s.lastUsedAt)}
                    </li>
                  ))}
                </List>
              )
            ) : (
              <Skeleton lines={2} />
            )}
          </Card>
          <Card
            title="Locks and factors"
            titleAs="h2"
            actions={
              v && v.locks.length > 0 && can('opsMemberUnlock') ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    ask({
                      title: `Lift every lock of ${userId}?`,
                      decision: 'approve',
                      confirmLabel: 'Unlock',
                      field: OPTIONAL_REASON,
                      run: async (reason) =>
                        (await unlock.trigger({ userId, ...(reason ? { reason } : {}) })).message,
                    })
                  }
                >
                  Unlock
                </Button>
              ) : undefined
            }
          >
            {v ? (
              <List>
                {v.locks.length === 0 && <li>Not locked.</li>}
                {v.locks.map((l) => (
                  <li key={l.kind}>
                    {lockWords[l.kind]}: {l.failures} failures
                    {l.lockedUntil ? `, locked until ${formatWhen(l.lockedUntil)}` : ''}
                  </li>
                ))}
                <li>
                  Authenticator app {v.factors.totp ? 'on' : 'off'},{' '}
                  {plural(v.factors.passkeys, 'passkey')}, {v.factors.recoveryCodesLeft} recovery
                  codes left
                </li>
              </List>
            ) : (
              <Skeleton lines={2} />
            )}
          </Card>
          <Card title="KYC and payout address history" titleAs="h2">
            {v ? (
              v.kyc.length === 0 ? (
                <Text tone="muted">No change yet.</Text>
              ) : (
                <List>
                  {v.kyc.map((k) => (
                    <li key={`${k.kind}-${k.at}`}>
                      {formatDate(k.at)}:{' '}
                      {k.kind === 'address' ? (
                        <>
                          payout address {k.address ? <ShortValue value={k.address} /> : 'removed'}
                        </>
                      ) : (
                        'transaction password changed'
                      )}{' '}
                      by {k.by}
                    </li>
                  ))}
                </List>
              )
            ) : (
              <Skeleton lines={3} />
            )}
          </Card>
        </Columns>
        {v ? <Ledger userId={userId} /> : <Skeleton variant="block" />}
      </Stack>
      {element}
    </ConsoleScreen>
  )
}
