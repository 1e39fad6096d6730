// The running settings (admin), read-only: the withdrawal approvals and limits the server runs
// with, the members' rules from the contract's economics, the hot wallet and the chain. They are
// changed in the server's environment and take effect on a restart (docs/operations.md); the
// server answers nothing secret (no key, token or RPC address), so nothing here can leak one.
import styled from 'styled-components'
import { formatUsd, type OpsSettings } from '@trellis/contract'
import { Button, Card, Inline, ShortValue, Skeleton, Stack, Text } from '@trellis/ui'
import { useOpsSettings } from '@trellis/api-client/ops'
import { readErrorMessage } from '../../components/error-message'
import { ConsoleScreen } from '../ConsoleScreen'

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  align-items: start;
`

const Rows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`

type Row = [label: string, value: React.ReactNode]

function Section({ title, rows }: { title: string; rows: Row[] | null }) {
  return (
    <Card title={title} titleAs="h2">
      {rows ? (
        <Rows>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Rows>
      ) : (
        <Skeleton lines={4} />
      )}
    </Card>
  )
}

const address = (value: string | null, none: string) =>
  value === null ? none : <ShortValue value={value} />

function sections(s: OpsSettings | undefined): { title: string; rows: Row[] | null }[] {
  return [
    {
      title: 'Withdrawal approvals and limits',
      rows: s
        ? [
            ['No operator needed up to', formatUsd(s.payouts.autoApprove)],
            ['Two operators above', formatUsd(s.payouts.dualApprove)],
            ['One member, any 24 hours', formatUsd(s.payouts.memberDay)],
            ['One member, any 30 days', formatUsd(s.payouts.memberMonth)],
            ['Paid by the hot wallet a day', formatUsd(s.payouts.dailyCap)],
          ]
        : null,
    },
    {
      title: 'Members’ rules',
      rows: s
        ? [
            ['Smallest withdrawal', formatUsd(s.members.minWithdrawal)],
            ['Withdrawal charge', `${s.members.withdrawalChargePercent}%`],
            ['Smallest transfer', formatUsd(s.members.minTransfer)],
            ['Transfer fee', `${s.members.transferFeePercent}%`],
            ['Payout hold after a security change', `${s.members.payoutHoldHours} hours`],
            ['Withdrawal code valid for', `${s.members.otpValidMinutes} minutes`],
          ]
        : null,
    },
    {
      title: 'Hot wallet',
      rows: s
        ? [
            ['Pays withdrawals from', address(s.hotWallet.address, 'none: operators pay by hand')],
            ['Treasury', address(s.hotWallet.treasury, 'not set')],
            ['Alerts by e-mail', s.hotWallet.alertsConfigured ? 'on' : 'off'],
          ]
        : null,
    },
    {
      title: 'Chain',
      rows: s
        ? s.chain.status === 'off'
          ? [['Deposits on the chain', 'off: claims are approved by hand']]
          : [
              ['Chain id', `${s.chain.chainId}${s.chain.local ? ' (local development)' : ''}`],
              ['USDT contract', <ShortValue key="token" value={s.chain.token} />],
              ['Confirmations', String(s.chain.confirmations)],
              ['Read every', `${s.chain.pollSeconds} s`],
              ['RPC endpoints', String(s.chain.rpcEndpoints)],
            ]
        : null,
    },
  ]
}

/** The settings screen. */
export function SettingsScreen() {
  const settings = useOpsSettings()
  return (
    <ConsoleScreen title="Settings">
      <Stack gap={4}>
        <Text tone="muted">
          Read-only: set in the server’s environment, they take effect when it restarts.
        </Text>
        {settings.error ? (
          <Card>
            <Stack gap={3}>
              <Text tone="danger">{readErrorMessage(settings.error, 'the settings')}</Text>
              <Inline>
                <Button variant="secondary" onClick={() => void settings.mutate()}>
                  Retry
                </Button>
              </Inline>
            </Stack>
          </Card>
        ) : (
          <Grid>
            {sections(settings.data?.data).map((section) => (
              <Section key={section.title} {...section} />
            ))}
          </Grid>
        )}
      </Stack>
    </ConsoleScreen>
  )
}
