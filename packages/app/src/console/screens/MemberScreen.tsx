// One member seen whole: balances, ledger entries with their sources, team position, sessions
// (end them all), locks (unlock), second factors, KYC and payout address history, and a password
// reset the member finishes from the e-mail (an operator never sets a member's password), and the
// last money notices sent again (never a code). Each action asks for confirmation and an optional
// reason for the audit log.
import { useState, type ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import {
  formatUsd,
  isMemberActive,
  OPS_PAGE_SIZE,
  sourceLine,
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
  useSayHistory,
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
import { ConsoleScreen } from '../ConsoleScreen'
import { optionalReason, rejectReason, useDecision } from '../parts'
import { useOperator } from '../permissions'
import { useConsoleWords } from '../statuses'

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

/** The notices support may send again (never a code: the server refuses any other). */
const resendMails = [
  { mail: 'deposit-credited', words: 'mailDepositCredited' },
  { mail: 'withdrawal-sent', words: 'mailWithdrawalSent' },
] as const satisfies readonly { mail: OpsResendMail; words: string }[]

const lockWords = {
  login: 'lockLogin',
  tpass: 'lockTpass',
  factor: 'lockFactor',
  'payout-hold': 'lockPayoutHold',
} as const satisfies Record<OpsMemberView['locks'][number]['kind'], string>

/** `text` with `marker` replaced by `element` (a value drawn inside a sentence). */
function withElement(text: string, marker: string, element: ReactNode) {
  const [before, after] = text.split(marker)
  return (
    <>
      {before}
      {element}
      {after}
    </>
  )
}

/** The ledger's columns, in the operator's language. */
function useLedgerColumns(): TableColumn<OpsLedgerEntry>[] {
  const { t, date } = useConsoleWords()
  const say = useSayHistory()
  return [
    { key: 'at', header: t('date'), render: (e) => date(e.createdAt) },
    { key: 'desc', header: t('entry'), wrap: true, render: (e) => e.desc },
    {
      key: 'source',
      header: t('source'),
      wrap: true,
      render: (e) => (e.source ? sourceLine(e.source, say) : e.transactionKind),
    },
    { key: 'wallet', header: t('walletLabel'), render: (e) => t('wallet', { wallet: e.wallet }) },
    {
      key: 'amount',
      header: t('amount'),
      align: 'end',
      render: (e) => `${e.type === 'debit' ? '−' : '+'}${formatUsd(e.amount)}`,
    },
    {
      key: 'after',
      header: t('balanceAfter'),
      align: 'end',
      render: (e) => (e.balanceAfter === null ? '—' : formatUsd(e.balanceAfter)),
    },
  ]
}

function Ledger({ userId }: { userId: string }) {
  const [page, setPage] = useState(1)
  const ledger = useOpsMemberLedger(userId, page)
  const { t, readError } = useConsoleWords()
  const columns = useLedgerColumns()
  return (
    <PaginatedTable
      caption={t('ledgerEntries')}
      columns={columns}
      rows={ledger.data?.data ?? []}
      rowKey={(e) => e.id}
      page={page}
      pageSize={OPS_PAGE_SIZE}
      total={ledger.data?.total ?? 0}
      onPageChange={setPage}
      isLoading={ledger.isLoading}
      emptyText={t('noLedger')}
      error={ledger.error ? readError(ledger.error, t('theLedgerEntries')) : null}
      onRetry={() => void ledger.mutate()}
    />
  )
}

/** The member's 360° view at /ops/members/:userId. */
export function MemberScreen() {
  const { userId = '' } = useParams()
  const view = useOpsMember(userId)
  const { can } = useOperator()
  const { t, date, when, readError } = useConsoleWords()
  const endSessions = useOpsMemberEndSessions()
  const unlock = useOpsMemberUnlock()
  const reset = useOpsMemberPasswordReset()
  const recovery = useOpsMemberFactorRecovery()
  const resend = useOpsMemberResendMail()
  const { ask, element } = useDecision()
  const v = view.data?.data

  if (view.error) {
    return (
      <ConsoleScreen title={t('memberTitle', { userId })}>
        <Card>
          <Stack gap={3}>
            <Text tone="danger">{readError(view.error, t('memberWhat', { userId }))}</Text>
            <Inline>
              <Button variant="secondary" onClick={() => void view.mutate()}>
                {t('retry')}
              </Button>
            </Inline>
          </Stack>
        </Card>
      </ConsoleScreen>
    )
  }

  const m = v?.member
  return (
    <ConsoleScreen
      title={m ? `${m.firstName} ${m.lastName} (${m.userId})` : t('memberTitle', { userId })}
    >
      <Stack gap={6}>
        <Card title={t('member')} titleAs="h2">
          {v && m ? (
            <Stack gap={3}>
              <Inline gap={2}>
                <Badge tone={isMemberActive(m.activeDate) ? 'success' : 'neutral'}>
                  {isMemberActive(m.activeDate) ? t('active') : t('notActive')}
                </Badge>
                {v.locks.length > 0 && <Badge tone="danger">{t('locked')}</Badge>}
                {v.pendingDeposits > 0 && (
                  <Badge tone="warning">{t('pendingDeposits', { count: v.pendingDeposits })}</Badge>
                )}
                {v.pendingWithdrawals > 0 && (
                  <Badge tone="warning">
                    {t('pendingWithdrawals', { count: v.pendingWithdrawals })}
                  </Badge>
                )}
              </Inline>
              <Text>
                {m.email} · {m.phone}
              </Text>
              <Text size="sm" tone="muted">
                {t('joinedOn', { date: date(m.createdAt) })}
              </Text>
              <Inline gap={2}>
                {can('opsMemberPasswordReset') && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      ask({
                        title: t('resetTitle', { name: m.firstName }),
                        decision: 'approve',
                        confirmLabel: t('startReset'),
                        field: optionalReason(t),
                        run: async (reason) =>
                          (await reset.trigger({ userId, ...(reason ? { reason } : {}) })).message,
                      })
                    }
                  >
                    {t('startReset')}
                  </Button>
                )}
                {can('opsMemberResendMail') &&
                  resendMails.map(({ mail, words }) => (
                    <Button
                      key={mail}
                      variant="secondary"
                      size="sm"
                      onClick={() =>
                        ask({
                          title: t('resendTitle', {
                            name: m.firstName,
                            mail: t(words),
                            email: m.email,
                          }),
                          decision: 'approve',
                          confirmLabel: t('sendAgain'),
                          field: optionalReason(t),
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
                      {t('resend', { mail: t(words) })}
                    </Button>
                  ))}
                {can('opsMemberFactorRecovery') && v.factors.totp && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      ask({
                        title: t('recoveryTitle', { name: m.firstName }),
                        decision: 'approve',
                        confirmLabel: t('startRecovery'),
                        field: rejectReason(t),
                        run: async (reason) => {
                          const answer = await recovery.trigger({ userId, reason })
                          return t('appRemovedOn', { date: date(answer.data.at) })
                        },
                      })
                    }
                  >
                    {t('startRecovery')}
                  </Button>
                )}
              </Inline>
            </Stack>
          ) : (
            <Skeleton lines={3} />
          )}
        </Card>
        <StatGrid
          title={t('balances')}
          columns={4}
          isLoading={!m}
          loadingCount={4}
          items={
            m
              ? [
                  { id: 'wallet', label: t('incomeWallet'), value: m.wallet },
                  { id: 'package', label: t('packageWallet'), value: m.packageWallet },
                  { id: 'bonus', label: t('bonusWallet'), value: m.bonusWallet },
                  { id: 'investment', label: t('totalInvestment'), value: m.totalInvestment },
                ]
              : []
          }
        />
        <Columns>
          <Card title={t('teamPosition')} titleAs="h2">
            {v ? (
              <List>
                <li>
                  {v.team.sponsor
                    ? t('sponsor', { name: v.team.sponsor.name, userId: v.team.sponsor.userId })
                    : t('sponsorNone')}
                </li>
                <li>
                  {t('upline', {
                    chain:
                      v.team.upline.length === 0
                        ? '—'
                        : v.team.upline.map((u) => u.userId).join(' → '),
                  })}
                </li>
                <li>{t('directReferrals', { count: v.team.directCount })}</li>
                <li>
                  {t('team', {
                    count: v.team.teamCount,
                    business: formatUsd(v.team.teamBusiness),
                  })}
                </li>
              </List>
            ) : (
              <Skeleton lines={4} />
            )}
          </Card>
          <Card
            title={t('sessions')}
            titleAs="h2"
            actions={
              v && v.sessions.length > 0 && can('opsMemberEndSessions') ? (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() =>
                    ask({
                      title: t('endSessionsTitle', { userId }),
                      decision: 'reject',
                      confirmLabel: t('endSessions'),
                      field: optionalReason(t),
                      run: async (reason) =>
                        (await endSessions.trigger({ userId, ...(reason ? { reason } : {}) }))
                          .message,
                    })
                  }
                >
                  {t('endSessions')}
                </Button>
              ) : undefined
            }
          >
            {v ? (
              v.sessions.length === 0 ? (
                <Text tone="muted">{t('noSession')}</Text>
              ) : (
                <List aria-label={t('liveSessions')}>
                  {v.sessions.map((s) => (
                    <li key={s.id}>
                      {t('sessionLine', {
                        device: s.device,
                        address: s.address,
                        when: when(s.lastUsedAt),
                      })}
                    </li>
                  ))}
                </List>
              )
            ) : (
              <Skeleton lines={2} />
            )}
          </Card>
          <Card
            title={t('locksAndFactors')}
            titleAs="h2"
            actions={
              v && v.locks.length > 0 && can('opsMemberUnlock') ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    ask({
                      title: t('unlockTitle', { userId }),
                      decision: 'approve',
                      confirmLabel: t('unlock'),
                      field: optionalReason(t),
                      run: async (reason) =>
                        (await unlock.trigger({ userId, ...(reason ? { reason } : {}) })).message,
                    })
                  }
                >
                  {t('unlock')}
                </Button>
              ) : undefined
            }
          >
            {v ? (
              <List>
                {v.locks.length === 0 && <li>{t('notLocked')}</li>}
                {v.locks.map((l) => (
                  <li key={l.kind}>
                    {l.lockedUntil
                      ? t('lockLineUntil', {
                          kind: t(lockWords[l.kind]),
                          failures: l.failures,
                          when: when(l.lockedUntil),
                        })
                      : t('lockLine', { kind: t(lockWords[l.kind]), failures: l.failures })}
                  </li>
                ))}
                <li>
                  {t('factorsLine', {
                    totp: v.factors.totp ? 'on' : 'off',
                    passkeys: v.factors.passkeys,
                    codes: v.factors.recoveryCodesLeft,
                  })}
                </li>
              </List>
            ) : (
              <Skeleton lines={2} />
            )}
          </Card>
          <Card title={t('kycHistory')} titleAs="h2">
            {v ? (
              v.kyc.length === 0 ? (
                <Text tone="muted">{t('noChange')}</Text>
              ) : (
                <List>
                  {v.kyc.map((k) => (
                    <li key={`${k.kind}-${k.at}`}>
                      {k.kind !== 'address'
                        ? t('kycTpass', { date: date(k.at), by: k.by })
                        : k.address
                          ? withElement(
                              t('kycAddress', { date: date(k.at), address: '\u0000', by: k.by }),
                              '\u0000',
                              <ShortValue value={k.address} />,
                            )
                          : t('kycAddressRemoved', { date: date(k.at), by: k.by })}
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
