// The running settings (admin), read-only: the withdrawal approvals and limits the server runs
// with, the members' rules from the contract's economics, the hot wallet and the chain. They are
// changed in the server's environment and take effect on a restart (docs/operations.md); the
// server answers nothing secret (no key, token or RPC address), so nothing here can leak one.
import styled from 'styled-components'
import { formatUsd, type OpsSettings } from '@trellis/contract'
import { Button, Card, Inline, ShortValue, Skeleton, Stack, Text } from '@trellis/ui'
import { useOpsSettings } from '@trellis/api-client/ops'
import { ConsoleScreen } from '../ConsoleScreen'
import { useConsoleWords, type ConsoleT } from '../statuses'

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

function sections(
  s: OpsSettings | undefined,
  t: ConsoleT,
): { title: string; rows: Row[] | null }[] {
  return [
    {
      title: t('payoutLimits'),
      rows: s
        ? [
            [t('autoApprove'), formatUsd(s.payouts.autoApprove)],
            [t('dualApprove'), formatUsd(s.payouts.dualApprove)],
            [t('memberDay'), formatUsd(s.payouts.memberDay)],
            [t('memberMonth'), formatUsd(s.payouts.memberMonth)],
            [t('dailyCap'), formatUsd(s.payouts.dailyCap)],
          ]
        : null,
    },
    {
      title: t('membersRules'),
      rows: s
        ? [
            [t('minWithdrawal'), formatUsd(s.members.minWithdrawal)],
            [t('withdrawalCharge'), t('percent', { value: s.members.withdrawalChargePercent })],
            [t('minTransfer'), formatUsd(s.members.minTransfer)],
            [t('transferFee'), t('percent', { value: s.members.transferFeePercent })],
            [t('payoutHold'), t('hours', { count: s.members.payoutHoldHours })],
            [t('otpValid'), t('minutes', { count: s.members.otpValidMinutes })],
          ]
        : null,
    },
    {
      title: t('hotWallet'),
      rows: s
        ? [
            [t('paysFrom'), address(s.hotWallet.address, t('paysByHand'))],
            [t('treasury'), address(s.hotWallet.treasury, t('notSet'))],
            [t('alerts'), s.hotWallet.alertsConfigured ? t('on') : t('off')],
          ]
        : null,
    },
    {
      title: t('chain'),
      rows: s
        ? s.chain.status === 'off'
          ? [[t('depositsOnChain'), t('chainOffSetting')]]
          : [
              [
                t('chainId'),
                s.chain.local
                  ? t('chainIdLocal', { id: s.chain.chainId })
                  : String(s.chain.chainId),
              ],
              [t('usdtContract'), <ShortValue key="token" value={s.chain.token} />],
              [t('confirmations'), String(s.chain.confirmations)],
              [t('readEvery'), t('seconds', { count: s.chain.pollSeconds })],
              [t('rpcEndpoints'), String(s.chain.rpcEndpoints)],
            ]
        : null,
    },
  ]
}

/** The settings screen. */
export function SettingsScreen() {
  const { t, readError } = useConsoleWords()
  const settings = useOpsSettings()
  return (
    <ConsoleScreen title={t('settings')}>
      <Stack gap={4}>
        <Text tone="muted">{t('readOnly')}</Text>
        {settings.error ? (
          <Card>
            <Stack gap={3}>
              <Text tone="danger">{readError(settings.error, t('theSettings'))}</Text>
              <Inline>
                <Button variant="secondary" onClick={() => void settings.mutate()}>
                  {t('retry')}
                </Button>
              </Inline>
            </Stack>
          </Card>
        ) : (
          <Grid>
            {sections(settings.data?.data, t).map((section) => (
              <Section key={section.title} {...section} />
            ))}
          </Grid>
        )}
      </Stack>
    </ConsoleScreen>
  )
}
